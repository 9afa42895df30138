/**
 * Draws an SVG logo's shapes (svg-shapes.ts) on a proof's page as PDF paths, clipped to the
 * picture's viewport as an SVG renderer clips it. pdf-lib's drawSvgPath makes each path's
 * operators; it reads SVG's y-down coordinates by flipping y itself, so each shape's matrix is
 * followed by a flip that its own cancels.
 */
import {
  LineCapStyle, LineJoinStyle, PDFNumber, PDFOperator, PDFOperatorNames, type PDFPage, clip, concatTransformationMatrix,
  drawSvgPath, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, setLineCap, setLineJoin,
} from 'pdf-lib';
import type { Matrix, VectorPicture, VectorShape } from './svg-shapes';

const CAPS = { butt: LineCapStyle.Butt, round: LineCapStyle.Round, square: LineCapStyle.Projecting } as const;
const JOINS = { miter: LineJoinStyle.Miter, round: LineJoinStyle.Round, bevel: LineJoinStyle.Bevel } as const;
/** drawSvgPath paints with the nonzero rule; the even-odd rule is the same paint with a star. */
const EVEN_ODD: Readonly<Record<string, PDFOperatorNames>> = { f: PDFOperatorNames.FillEvenOdd, B: PDFOperatorNames.FillEvenOddAndStroke };
const FLIP: Matrix = [1, 0, 0, -1, 0, 0];

const cm = (m: Matrix) => concatTransformationMatrix(...m);

/** The shape's fill and stroke opacity as an ExtGState of the page, when either is below 1. */
function opacityState(page: PDFPage, shape: VectorShape) {
  const fill = shape.fill?.opacity ?? 1;
  const stroke = shape.stroke?.opacity ?? 1;
  if (fill >= 1 && stroke >= 1) return undefined;
  return page.node.newExtGState('GS', page.doc.context.obj({ Type: 'ExtGState', ca: fill, CA: stroke }));
}

function shapeOperators(page: PDFPage, shape: VectorShape): PDFOperator[] {
  const { fill, stroke } = shape;
  const path = drawSvgPath(shape.path, {
    x: 0, y: 0, scale: 1,
    color: fill ? rgb(...fill.rgb) : undefined,
    borderColor: stroke ? rgb(...stroke.rgb) : undefined,
    borderWidth: stroke?.width ?? 0,
    borderDashArray: stroke ? [...stroke.dash] : [],
    borderDashPhase: stroke?.dashOffset ?? 0,
    graphicsState: opacityState(page, shape),
  });
  const paint = shape.fillRule === 'evenodd' ? path.map((op) => {
    const evenOdd = EVEN_ODD[op.toString().trim()];
    return evenOdd ? PDFOperator.of(evenOdd) : op;
  }) : path;
  return [
    pushGraphicsState(),
    cm(shape.matrix),
    cm(FLIP),
    ...(stroke ? [
      setLineCap(CAPS[stroke.cap]), setLineJoin(JOINS[stroke.join]),
      PDFOperator.of(PDFOperatorNames.SetLineMiterLimit, [PDFNumber.of(stroke.miterLimit)]),
    ] : []),
    ...paint,
    popGraphicsState(),
  ];
}

/** The picture drawn with `place` taking its viewport (y down, its own units) to the page's points. */
export function drawVectorPicture(page: PDFPage, picture: VectorPicture, place: Matrix): void {
  page.pushOperators(
    pushGraphicsState(),
    cm(place),
    rectangle(0, 0, picture.width, picture.height),
    clip(),
    endPath(),
    ...picture.shapes.flatMap((shape) => shapeOperators(page, shape)),
    popGraphicsState(),
  );
}
