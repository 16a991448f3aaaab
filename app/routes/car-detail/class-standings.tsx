// "Quicker from 0 to 100 km/h than 87% of SUVs": where the car's figures stand among comparable
// cars, each with a small bar drawn as inline SVG and what it was compared with. The sentences are
// made by the loader (app/catalogue/standings.ts); nothing is shown for a class too small to count.
export type ShownStanding = { figure: string; percent: number; claim: string; basis: string };

export function ClassStandings({ standings }: { standings: ShownStanding[] }) {
  if (!standings.length) return null;
  return (
    <section className="standings spec-group" aria-labelledby="standings-heading">
      <h2 id="standings-heading">Where it stands in its class</h2>
      <ul>
        {standings.map((standing) => (
          <li key={standing.figure} data-figure={standing.figure}>
            <strong>{standing.claim}</strong>
            <svg className="standing-bar" viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height="8" aria-hidden="true">
              <rect width="100" height="8" rx="4" fill="var(--muted)" />
              <rect width={Math.max(2, standing.percent)} height="8" rx="4" fill="var(--primary)" />
            </svg>
            <span className="standings-note">{standing.basis}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
