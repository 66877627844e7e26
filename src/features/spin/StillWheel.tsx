import { useMemo } from 'react';
import type { WheelSlice } from '../../../machines/spin';
import { fitLabel, hubRadius, labelBox, sliceBounds, wheelRadius } from './geometry';
import { labelPlace, measurer, RIM_WIDTH, SAFE_BG, SAFE_TEXT, WHEEL_FONT } from './wheelLook';

type Slice = Pick<WheelSlice, 'code' | 'label' | 'bgColor' | 'textColor'>;

/** A colour from the server, or the safe one when it is not a colour. */
const colour = (value: string, safe: string) =>
  (typeof CSS !== 'undefined' && CSS.supports ? CSS.supports('color', value) : /^#[0-9a-f]{3,8}$/i.test(value))
    ? value
    : safe;

/** A point of the wheel's edge at `angle` (radians clockwise from the top), from its centre, y down. */
const at = (r: number, angle: number) => `${r * Math.sin(angle)} ${-r * Math.cos(angle)}`;

/**
 * The wheel as a still picture, drawn with the page (no Pixi): the same slices, colours, labels and rim as the animated
 * wheel (wheelScene.ts), shown until that one is ready, so a slow phone shows the wheel at once, not a bare button.
 */
export function StillWheel({ slices, size }: { slices: readonly Slice[]; size: number }) {
  const r = wheelRadius(size);
  const hub = hubRadius(size);
  const drawn = useMemo(() => {
    const box = labelBox(r, hub, slices.length);
    const measure = measurer(document.createElement('canvas').getContext('2d'));
    return slices.map((slice, i) => {
      const { start, end, middle } = sliceBounds(i, slices.length);
      const fitted = fitLabel(slice.label, box, measure);
      const large = end - start > Math.PI ? 1 : 0;
      return {
        slice,
        path: slices.length === 1 ? null : `M0 0L${at(r, start)}A${r} ${r} 0 ${large} 1 ${at(r, end)}Z`,
        place: labelPlace(middle, hub, box),
        fitted,
      };
    });
  }, [slices, r, hub]);
  return (
    <svg
      className="wheel-still"
      data-testid="wheel-still"
      aria-hidden="true"
      width={size}
      height={size}
      viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
    >
      {drawn.map(({ slice, path, place, fitted }) => {
        const fill = colour(slice.bgColor, SAFE_BG);
        const lineHeight = fitted.fontSize * 1.2;
        return (
          <g key={slice.code}>
            {path ? <path d={path} fill={fill} /> : <circle r={r} fill={fill} />}
            <text
              transform={`translate(${place.x} ${place.y}) rotate(${(place.rotation * 180) / Math.PI})`}
              textAnchor="middle"
              dominantBaseline="central"
              fontFamily={WHEEL_FONT}
              fontSize={fitted.fontSize}
              fontWeight={700}
              fill={colour(slice.textColor, SAFE_TEXT)}
            >
              {fitted.lines.map((line, n) => (
                <tspan key={n} x={0} dy={n === 0 ? (-(fitted.lines.length - 1) * lineHeight) / 2 : lineHeight}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      <circle r={r} fill="none" stroke="#fff" strokeWidth={RIM_WIDTH} />
    </svg>
  );
}
