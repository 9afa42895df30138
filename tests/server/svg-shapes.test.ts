/**
 * An uploaded SVG logo read as vector shapes for the proof (issue 26: "the logo placed (raster or
 * vector)"; the brief's list: path, rect, circle, ellipse, line, polyline and polygon with fill and
 * stroke colours, opacity, nested <g> transforms, viewBox scaling; gradients, text, images, clip
 * paths, masks and filters stay pictures). Expected answers follow the SVG specification's
 * geometry, written here as data.
 */
import { describe, expect, it } from 'vitest';
import { vectorPicture } from '../../src/server/domain/svg-shapes';

const svg = (body: string, root = 'viewBox="0 0 100 50" width="200" height="100"') => `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`;
const RED = [1, 0, 0];
/** viewBox 100 × 50 shown at 200 × 100: everything twice as large. */
const TWICE = [2, 0, 0, 2, 0, 0];

describe('vectorPicture: what it draws', () => {
  it('reads a rect as a path, with its fill, in the viewBox scaled to the picture', () => {
    expect(vectorPicture(svg('<rect x="10" y="5" width="30" height="20" fill="#f00"></rect>'))).toEqual({
      width: 200, height: 100,
      shapes: [{ path: 'M 10 5 H 40 V 25 H 10 Z', matrix: TWICE, fill: { rgb: RED, opacity: 1 }, fillRule: 'nonzero', stroke: null }],
    });
  });

  it('rounds a rect with rx only (ry follows it) and draws circles and ellipses as two arcs', () => {
    const picture = vectorPicture(svg('<rect width="40" height="20" rx="4"/><circle cx="50" cy="25" r="10"/><ellipse cx="50" cy="25" rx="20" ry="5"/>'));
    expect(picture?.shapes.map((shape) => shape.path)).toEqual([
      'M 4 0 H 36 A 4 4 0 0 1 40 4 V 16 A 4 4 0 0 1 36 20 H 4 A 4 4 0 0 1 0 16 V 4 A 4 4 0 0 1 4 0 Z',
      'M 40 25 A 10 10 0 1 0 60 25 A 10 10 0 1 0 40 25 Z',
      'M 30 25 A 20 5 0 1 0 70 25 A 20 5 0 1 0 30 25 Z',
    ]);
    // SVG's initial fill is black.
    expect(picture?.shapes[0]?.fill).toEqual({ rgb: [0, 0, 0], opacity: 1 });
  });

  it('strokes lines and polylines, fills polygons, with the stroke attributes inherited from groups', () => {
    const picture = vectorPicture(svg(
      '<g stroke="rgb(0, 0, 255)" stroke-width="3" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="4 2 1" fill="none">'
      + '<line x1="0" y1="0" x2="10" y2="10"/><polyline points="0,0 10,0 10,10"/><polygon points="0 0 10 0 5 8" fill="green"/></g>',
    ));
    const stroke = { rgb: [0, 0, 1], opacity: 1, width: 3, cap: 'round', join: 'bevel', miterLimit: 4, dash: [4, 2, 1, 4, 2, 1], dashOffset: 0 };
    expect(picture?.shapes).toEqual([
      { path: 'M 0 0 L 10 10', matrix: TWICE, fill: null, fillRule: 'nonzero', stroke },
      { path: 'M 0 0 L 10 0 L 10 10', matrix: TWICE, fill: null, fillRule: 'nonzero', stroke },
      { path: 'M 0 0 L 10 0 L 5 8 Z', matrix: TWICE, fill: { rgb: [0, 128 / 255, 0], opacity: 1 }, fillRule: 'nonzero', stroke },
    ]);
  });

  it('composes nested transforms outside in, after the viewBox', () => {
    const picture = vectorPicture(svg('<g transform="translate(10 5)"><g transform="scale(2) rotate(90)"><path d="M0 0h1"/></g></g>'));
    // viewBox × translate(10 5) × scale(2) × rotate(90): (x, y) ↦ (2·(10 − 2y), 2·(5 + 2x)).
    const [a, b, c, d, e, f] = picture?.shapes[0]?.matrix ?? [];
    expect([a, b, c, d, e, f].map((n) => Math.round((n ?? NaN) * 1e9) / 1e9 + 0)).toEqual([0, 4, -4, 0, 20, 10]);
  });

  it('multiplies fill and stroke opacity by the shape\'s own opacity, and keeps the even-odd rule', () => {
    const picture = vectorPicture(svg('<path d="M0 0H10V10Z" fill="#00ff00" fill-opacity="0.5" opacity="50%" fill-rule="evenodd"/>'));
    expect(picture?.shapes[0]).toMatchObject({ fill: { rgb: [0, 1, 0], opacity: 0.25 }, fillRule: 'evenodd' });
  });

  it('writes out every command of compact path data (repeated pairs, arc flags without separators, signs as separators)', () => {
    const picture = vectorPicture(svg('<path d="M1,2 3,4l5-6a5 5 0 015 5zm.5.5-1e1 0"/>'));
    expect(picture?.shapes[0]?.path).toBe('M 1 2 L 3 4 l 5 -6 a 5 5 0 0 1 5 5 z m 0.5 0.5 l -10 0');
  });

  it('takes the size from the viewBox when width and height are percentages or absent, and skips what is not drawn', () => {
    const picture = vectorPicture(svg('<title>Logo</title><defs><rect width="5" height="5"/></defs><rect width="5" height="5" display="none"/><rect width="0" height="5"/><rect width="5" height="5"/>', 'viewBox="0 0 80 40" width="100%"'));
    expect({ width: picture?.width, height: picture?.height, shapes: picture?.shapes.length }).toEqual({ width: 80, height: 40, shapes: 1 });
  });

  it('centres a viewBox of another aspect inside the picture (preserveAspectRatio\'s default)', () => {
    const picture = vectorPicture(svg('<rect width="10" height="10"/>', 'viewBox="0 0 10 10" width="40" height="20"'));
    expect(picture?.shapes[0]?.matrix).toEqual([2, 0, 0, 2, 10, 0]);
  });
});

describe('vectorPicture: what stays a picture (null)', () => {
  const notDrawn: Record<string, string> = {
    'a gradient fill': '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/>',
    'text': '<text x="0" y="10">Dachy</text>',
    'a <use> of a symbol': '<defs><symbol id="s"><rect width="5" height="5"/></symbol></defs><use href="#s"/>',
    'a clip path': '<defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><rect width="9" height="9" clip-path="url(#c)"/>',
    'a mask': '<rect width="9" height="9" mask="url(#m)"/>',
    'a group\'s opacity': '<g opacity="0.5"><rect width="5" height="5"/><rect x="2" width="5" height="5"/></g>',
    'the opacity of a shape both filled and stroked': '<rect width="5" height="5" stroke="red" opacity="0.5"/>',
    'a nested svg': '<svg width="5" height="5"><rect width="5" height="5"/></svg>',
    'a length in millimetres': '<rect width="5mm" height="5"/>',
    'currentColor': '<rect width="5" height="5" fill="currentColor"/>',
    'broken path data': '<path d="M0 0 L 5"/>',
    'a viewBox cropped to fill (slice)': '<rect width="5" height="5"/>',
  };
  for (const [what, body] of Object.entries(notDrawn)) {
    it(what, () => {
      const root = what.includes('slice') ? 'viewBox="0 0 10 10" width="20" height="10" preserveAspectRatio="xMidYMid slice"' : undefined;
      expect(vectorPicture(svg(body, root))).toBeNull();
    });
  }

  it('no <svg> root, or nothing drawn', () => {
    expect(vectorPicture('<html></html>')).toBeNull();
    expect(vectorPicture(svg('<title>Empty</title>'))).toBeNull();
  });
});
