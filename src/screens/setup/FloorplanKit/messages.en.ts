/** English texts of the floorplan drawings (editor and floor view); the other languages are in messages.ts. */
export const eng = {
  table: '%{name}, seats: %{seats}',
  round: 'round',
  high: 'high table',
  inactive: 'switched off',
  area: 'Area of %{name}',
  combination: 'Combination table %{name} of %{parts}',
  legend: {
    title: 'Legend',
    low: 'Low table (single outline)',
    high: 'High table (double outline)',
    round: 'Round table',
    seats: 'Dots: seats',
    inactive: 'Switched off (dashed outline)',
    combination: 'Combination table (dashed frame around its parts)',
    area: 'Section area (shaded, named at its corner)',
  },
};
