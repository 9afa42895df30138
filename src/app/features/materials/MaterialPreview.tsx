/**
 * The live preview of a marketing material (issue 26, SPEC §2 "Live preview; flyer preview flips
 * front/back"): the same layout the print-ready proof uses (contract/material-layout.ts), drawn
 * as SVG in millimetres, so it is to scale and wraps text where the print does. The layout is
 * memoised on the settings and the configuration: a keystroke costs one layout and one SVG diff.
 */
import { useLingui } from '@lingui/react/macro';
import { memo, useId, useMemo, useState, type CSSProperties } from 'react';
import type { MaterialConfigurationInput, MaterialSettings } from '../../../contract/marketing-material';
import {
  materialLayout, sideOf, type LayoutElement, type MaterialLayout, type SideName,
} from '../../../contract/material-layout';
import './material-preview.css';

export interface MaterialPreviewProps {
  settings: MaterialSettings;
  configuration: MaterialConfigurationInput;
  side: 'front' | 'back';
  logoUrl: string | null;
  qrCode: string | null;
}

const FONT_FAMILY = '"Manrope Variable", "Manrope Fallback", sans-serif';
const FONT_WEIGHTS = { regular: 400, heavy: 800 } as const;

function textX(element: LayoutElement & { kind: 'text' }): number {
  const { x, width } = element.box;
  return element.align === 'middle' ? x + width / 2 : element.align === 'end' ? x + width : x;
}

interface PictureProps { logoUrl: string | null; qrCode: string | null; logoLabel: string }

function Element({ element, logoUrl, qrCode, logoLabel }: { element: LayoutElement } & PictureProps) {
  const { x, y, width, height } = element.box;
  switch (element.kind) {
    case 'rect':
      return <rect x={x} y={y} width={width} height={height} rx={element.radius} fill={element.fill} fillOpacity={element.opacity} />;
    case 'artwork':
      return (
        <image href={element.url} x={x} y={y} width={width} height={height}
          preserveAspectRatio={element.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'} />
      );
    case 'logo':
      return logoUrl
        ? <image href={logoUrl} x={x} y={y} width={width} height={height} preserveAspectRatio="xMidYMid meet" />
        : (
          // A logo the browser may not draw (PDF, EPS, AI) or not yet uploaded: its place on the print.
          <g>
            <rect x={x} y={y} width={width} height={height} fill="none" stroke="#7d8a9c" strokeWidth={height / 40} strokeDasharray={`${height / 12}`} />
            <text x={x + width / 2} y={y + height / 2} fontSize={height / 4} textAnchor="middle" dominantBaseline="central" fill="#52627a"
              fontFamily={FONT_FAMILY}>{logoLabel}</text>
          </g>
        );
    case 'qr':
      return qrCode ? <image href={qrCode} x={x} y={y} width={width} height={height} /> : null;
    case 'text':
      return (
        <text x={textX(element)} y={element.baseline} fontSize={element.size} fontWeight={FONT_WEIGHTS[element.weight]}
          fill={element.color} textAnchor={element.align} fontFamily={FONT_FAMILY} className="material-preview__text">
          {element.lines.map((line, i) => <tspan key={i} x={textX(element)} dy={i === 0 ? 0 : element.lineHeight}>{line}</tspan>)}
        </text>
      );
  }
}

interface SideProps extends PictureProps { layout: MaterialLayout; side: SideName; label: string }

/** One side, cut at the trim as the printed piece will be. */
const Side = memo(function Side({ layout, side, label, ...pictures }: SideProps) {
  const { elements } = sideOf(layout, side);
  const trim = useId();
  const ratio = { '--material-ratio': layout.width / layout.height } as CSSProperties;
  return (
    <svg className="material-preview__sheet" viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={label} style={ratio}>
      <clipPath id={trim}><rect width={layout.width} height={layout.height} /></clipPath>
      <g clipPath={`url(#${trim})`}>
        <rect width={layout.width} height={layout.height} fill="#ffffff" />
        {elements.map((element, i) => <Element key={i} element={element} {...pictures} />)}
      </g>
    </svg>
  );
});

export function MaterialPreview({ settings, configuration, side, logoUrl, qrCode }: MaterialPreviewProps) {
  const { t } = useLingui();
  const layout = useMemo(() => materialLayout(settings, configuration), [settings, configuration]);
  // Which side the toggle shows: the configurator's `side` until the person flips it here, and
  // again whenever the configurator asks for another side (view state, not the configuration's).
  const [flip, setFlip] = useState({ asked: side, shown: side });
  const flips = layout.sides.length > 1;
  const shown: SideName = !flips ? 'front' : flip.asked === side ? flip.shown : side;
  const show = (next: SideName) => setFlip({ asked: side, shown: next });
  const sideNames: Record<SideName, string> = {
    front: t({ message: 'Front', context: 'the printed side of a flyer' }),
    back: t({ message: 'Back', context: 'the printed side of a flyer' }),
  };
  const sideName = sideNames[shown];
  const label = flips ? t`Preview of your material, ${sideName}` : t`Preview of your material`;
  const { width, height } = layout;
  return (
    <figure className="material-preview">
      <div className="material-preview__stage" data-side={shown} key={shown}>
        <Side layout={layout} side={shown} label={label} logoUrl={logoUrl} qrCode={qrCode} logoLabel={t`Your logo`} />
      </div>
      {flips && (
        <div className="material-preview__flip" role="group" aria-label={t`Side shown`}>
          {(['front', 'back'] as const).map((name) => (
            <button key={name} type="button" aria-pressed={shown === name} onClick={() => show(name)}>{sideNames[name]}</button>
          ))}
        </div>
      )}
      <figcaption className="material-preview__size">
        {t`Print size ${width} × ${height} mm`}
      </figcaption>
    </figure>
  );
}
