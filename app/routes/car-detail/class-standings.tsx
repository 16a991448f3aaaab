// "Quicker from 0 to 100 km/h than 87% of other SUVs": where the car's figures stand among comparable
// cars, each with a small bar drawn as inline SVG as long as the share its sentence names (in the
// accent colour from the left for the cars this one beats, muted from the right for the cars ahead of it), and once for each class what it was compared with.
// The sentences are made by the loader (app/catalogue/standings.ts); nothing is shown for a class too
// small to count.
import { classBasis, statedShare, type StandingText } from '#app/catalogue/standings.ts';

export type ShownStanding = StandingText & { figure: string; percent: number };

export function ClassStandings({ standings }: { standings: ShownStanding[] }) {
  if (!standings.length) return null;
  const classes = [...new Set(standings.map((standing) => standing.label))];
  return (
    <section className="standings spec-group" aria-labelledby="standings-heading">
      <h2 id="standings-heading">Where it stands in its class</h2>
      {classes.map((label) => {
        const inClass = standings.filter((standing) => standing.label === label);
        return (
          <div key={label} className="standings-class">
            <p className="standings-note">
              {classBasis(
                label,
                inClass.map((standing) => standing.counted),
              )}
            </p>
            <ul>
              {inClass.map((standing) => {
                const { better, share } = statedShare(standing.percent);
                return (
                  <li key={standing.figure} data-figure={standing.figure}>
                    <strong>{standing.claim}</strong>
                    {/* stretched to the line's width: rounded by its box (compare.css), as a corner
                        drawn in the stretched drawing would be pulled into a point */}
                    <svg className="standing-bar" viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height="8" aria-hidden="true">
                      <rect className="standing-track" width="100" height="8" />
                      {/* the cars it beats from the left, the cars ahead of it from the right: either way the
                          fill's inner end is where the car stands, so a muted bar most of the way across
                          does not read as a high score */}
                      <rect
                        className={better ? 'standing-fill' : 'standing-fill standing-fill-others'}
                        x={better ? 0 : 100 - Math.max(2, share)}
                        width={Math.max(2, share)}
                        height="8"
                      />
                    </svg>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
