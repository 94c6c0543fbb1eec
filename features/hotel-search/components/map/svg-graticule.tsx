import { graticule } from '../../map/graticule';
import type { MapViewport, Size } from '../../map/projection';
import styles from './svg-map.module.css';

/** The light background and latitude/longitude grid of the key-free map. */
export function SvgGraticule({ view, size }: { view: MapViewport; size: Size }) {
  const grid = graticule(view, size);
  return (
    <svg className={styles.grid} width={size.width} height={size.height} aria-hidden="true" focusable="false">
      <rect width="100%" height="100%" fill="#eef3f8" />
      <g stroke="#d3dde8" strokeWidth={1}>
        {grid.xs.map((x) => (
          <line key={`x${x}`} x1={x} x2={x} y1={0} y2={size.height} />
        ))}
        {grid.ys.map((y) => (
          <line key={`y${y}`} x1={0} x2={size.width} y1={y} y2={y} />
        ))}
      </g>
    </svg>
  );
}
