import { Link } from 'react-router';
import {
  APPLICATION_STATUS_LABELS,
  type Application,
} from '#shared/applications/applications.schema.ts';
import { cn } from '../../lib/cn.ts';
import { STALE_SCORE, formatDay } from './application-display.ts';

/**
 * The applications as a table (already searched and sorted by the page): company, role,
 * status, match score, next step and when it was added. On a narrow screen the table
 * scrolls sideways inside its own box, not the page.
 */
export function ApplicationsList({ applications }: { applications: readonly Application[] }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      role="region"
      aria-label="Applications list"
      tabIndex={0}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Company
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Role
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Match
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Next step
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Added
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((app) => {
            const match = app.match;
            return (
              <tr
                key={app.id}
                className="border-b border-slate-100 last:border-0"
                data-score-for={app.id}
              >
                <th scope="row" className="px-3 py-2 font-semibold">
                  <Link
                    to={`/applications/${app.id}`}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {app.job.company || 'Company not given'}
                  </Link>
                </th>
                <td className="px-3 py-2">{app.job.title}</td>
                <td className="px-3 py-2">{APPLICATION_STATUS_LABELS[app.status]}</td>
                <td
                  className={cn('px-3 py-2 text-right', match?.stale && 'text-muted')}
                  title={match?.stale ? STALE_SCORE : undefined}
                >
                  {match ? `${match.score}%` : '—'}
                </td>
                <td className="px-3 py-2">{formatDay(app.next_step_at) || '—'}</td>
                <td className="px-3 py-2">{formatDay(app.created_at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
