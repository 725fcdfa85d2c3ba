import type { ReactNode } from 'react';

type StaffPanelProps = { id: string; title: ReactNode; testId?: string; narrow?: boolean; action?: ReactNode; children: ReactNode };

/** A panel of the studio: a section named by its heading, and beside the heading, where there is one, its main action. */
export function StaffPanel({ id, title, testId, narrow, action, children }: StaffPanelProps) {
  return (
    <section className={narrow ? 'staff-panel staff-panel--narrow' : 'staff-panel'} aria-labelledby={id} data-testid={testId}>
      <div className="staff-panel__head">
        <h2 id={id} className="staff-panel__title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
