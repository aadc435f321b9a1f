/** Where the seats of a table are drawn: evenly around a round table, evenly along the edge of any other. */
export function seatPoints(width: number, height: number, seats: number, round: boolean): { x: number; y: number }[] {
  const n = Math.max(0, Math.min(seats, 40));
  const gap = 9;
  if (round) {
    const rx = width / 2 + gap;
    const ry = height / 2 + gap;
    return Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n - Math.PI / 2;
      return { x: width / 2 + rx * Math.cos(a), y: height / 2 + ry * Math.sin(a) };
    });
  }
  const perimeter = 2 * (width + height);
  return Array.from({ length: n }, (_, i) => {
    let d = ((i + 0.5) * perimeter) / n;
    if (d < width) return { x: d, y: -gap };
    d -= width;
    if (d < height) return { x: width + gap, y: d };
    d -= height;
    if (d < width) return { x: width - d, y: height + gap };
    d -= width;
    return { x: -gap, y: height - d };
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** The outline drawn around the parts of a combination table. */
export function outlineOf(parts: Box[], margin = 6): Box | null {
  if (!parts.length) return null;
  const x = Math.min(...parts.map((p) => p.x)) - margin;
  const y = Math.min(...parts.map((p) => p.y)) - margin;
  return { x, y, width: Math.max(...parts.map((p) => p.x + p.width)) + margin - x, height: Math.max(...parts.map((p) => p.y + p.height)) + margin - y };
}
