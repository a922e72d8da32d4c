import { palette } from "@/lib/theme";

const VECTOR_COUNT = 60;

function seeded(index: number, salt: number): number {
  const x = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const shapes = Array.from({ length: VECTOR_COUNT }, (_, i) => ({
  x: seeded(i, 1) * 100,
  y: seeded(i, 2) * 100,
  size: 6 + seeded(i, 3) * 18,
  kind: i % 3,
  duration: 8 + seeded(i, 4) * 10,
  delay: -seeded(i, 5) * 10,
  opacity: 0.15 + seeded(i, 6) * 0.35,
}));

export function VectorField() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 size-full" preserveAspectRatio="none">
      {shapes.map((s, i) => (
        <g
          key={i}
          className="vector-float"
          style={{
            transformOrigin: `${s.x}% ${s.y}%`,
            transformBox: "fill-box",
            ["--dur" as string]: `${s.duration.toFixed(2)}s`,
            animationDelay: `${s.delay.toFixed(2)}s`,
          }}
          opacity={s.opacity.toFixed(2)}
        >
          {s.kind === 0 ? (
            <circle
              cx={`${s.x.toFixed(2)}%`}
              cy={`${s.y.toFixed(2)}%`}
              r={(s.size / 2).toFixed(1)}
              fill="none"
              stroke="#fff"
              strokeWidth="1.5"
            />
          ) : s.kind === 1 ? (
            <rect
              x={`${s.x.toFixed(2)}%`}
              y={`${s.y.toFixed(2)}%`}
              width={s.size.toFixed(1)}
              height={s.size.toFixed(1)}
              rx="3"
              fill="none"
              stroke={palette.accent[300]}
              strokeWidth="1.5"
            />
          ) : (
            <circle cx={`${s.x.toFixed(2)}%`} cy={`${s.y.toFixed(2)}%`} r={(s.size / 5).toFixed(1)} fill={palette.brand[200]} />
          )}
        </g>
      ))}
    </svg>
  );
}
