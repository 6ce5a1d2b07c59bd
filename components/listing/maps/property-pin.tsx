/** The listing's marker: a teardrop pin in the brand accent, its tip on the parcel. */
export function PropertyPin({ color, label }: { color: string; label: string }) {
  return (
    <svg role="img" aria-label={label} width="30" height="40" viewBox="0 0 30 40" data-testid="property-pin">
      <path d="M15 39C15 39 2 23.5 2 14.5a13 13 0 0 1 26 0C28 23.5 15 39 15 39Z" fill={color} stroke="#ffffff" strokeWidth="2" />
      <circle cx="15" cy="14.5" r="5" fill="#ffffff" />
    </svg>
  );
}
