import { useTheme } from '@mui/material';
import type { ReactNode, Ref, SVGProps } from 'react';
import { useTranslate } from 'react-admin';
import { useMediaImage } from '@/app/media/useMediaImage';
import { GRID, type Plan } from './plan';
import { outlineOf } from './shapes';
import type { TableInfo } from './tables';
import { plan as planText } from './texts';

interface PlanDrawingProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  plan: Plan;
  tables: Map<string, TableInfo>;
  sectionNames: Map<string, string>;
  label: string;
  svgRef?: Ref<SVGSVGElement>;
  /** Drawn over the areas and the combination frames: the tables. */
  children: ReactNode;
  /** Drawn for each section area instead of the plain one (the editor's focusable areas). */
  renderArea?: (area: Plan['sections'][number], name: string) => ReactNode;
}

/**
 * The plan to scale: the room's picture (if it has one) under the grid, the sections' areas, the frames of combination
 * tables whose parts are all placed.
 */
export function PlanDrawing({ plan, tables, sectionNames, label, svgRef, children, renderArea, ...svg }: PlanDrawingProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const placed = new Map(plan.tables.map((t) => [t.venueTableId, t]));
  const combinations = [...tables.values()].filter((t) => t.parts.length && t.parts.every((p) => placed.has(p)));
  const picture = useMediaImage(plan.backgroundImage);
  return (
    <svg ref={svgRef} viewBox={`0 0 ${plan.width} ${plan.height}`} role="group" aria-label={label} style={{ width: '100%', display: 'block', touchAction: 'none', color: theme.palette.text.primary }} {...svg}>
      <defs>
        <pattern id="setup-floorplan-grid" width={GRID * 5} height={GRID * 5} patternUnits="userSpaceOnUse">
          <path d={`M ${GRID * 5} 0 L 0 0 0 ${GRID * 5}`} fill="none" stroke="currentColor" strokeOpacity={0.1} />
        </pattern>
      </defs>
      {picture.url && <image href={picture.url} width={plan.width} height={plan.height} preserveAspectRatio="xMidYMid meet" opacity={0.85} aria-hidden data-testid="floorplan-picture" />}
      <rect width={plan.width} height={plan.height} fill="url(#setup-floorplan-grid)" />
      {plan.sections.map((area) =>
        renderArea ? (
          renderArea(area, sectionNames.get(area.venueSectionId) ?? '')
        ) : (
          <SectionArea key={area.venueSectionId} area={area} name={sectionNames.get(area.venueSectionId) ?? ''} />
        ),
      )}
      {combinations.map((c) => {
        const box = outlineOf(c.parts.map((p) => placed.get(p)!));
        if (!box) return null;
        return (
          <g key={c.id} aria-label={translate(planText('combination'), { name: c.name, parts: c.parts.map((p) => tables.get(p)?.name ?? '').join(', ') })} role="img">
            <rect {...box} rx={10} fill="none" stroke={theme.palette.text.secondary} strokeWidth={1.5} strokeDasharray="8 5" />
            <text x={box.x + box.width / 2} y={box.y + box.height + 14} textAnchor="middle" fontSize={12} fill={theme.palette.text.secondary}>
              {`${c.name} · ${c.seats}`}
            </text>
          </g>
        );
      })}
      {children}
    </svg>
  );
}

/** A section's area: shaded, its name at the top left corner. */
export function SectionArea({ area, name, selected, children }: { area: Plan['sections'][number]; name: string; selected?: boolean; children?: ReactNode }) {
  const theme = useTheme();
  return (
    <g>
      <rect x={area.x} y={area.y} width={area.width} height={area.height} rx={8} fill={theme.palette.primary.main} fillOpacity={0.07} stroke={theme.palette.primary.main} strokeOpacity={selected ? 1 : 0.45} strokeWidth={selected ? 3 : 1} />
      <text x={area.x + 8} y={area.y + 16} fontSize={13} fontWeight={600} fill={theme.palette.primary.main} style={{ userSelect: 'none' }}>
        {name}
      </text>
      {children}
    </g>
  );
}
