import type { ReactNode } from "react";
import "./auth-card.css";

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A wider card, for longer forms (the contact form). */
  wide?: boolean;
}

/** The frame of the account screens: one narrow card in the middle of the page. */
export function AuthCard({ title, lead, children, footer, wide }: AuthCardProps) {
  return (
    <section className="auth-page container py-4 py-md-5">
      <div className={`auth-card${wide ? " auth-card-wide" : ""} card border-0 shadow-sm mx-auto`}>
        <div className="card-body p-4 p-md-5">
          <h1 className="h3 mb-2">{title}</h1>
          {lead && <div className="text-body-secondary mb-4">{lead}</div>}
          {children}
        </div>
        {footer && <div className="card-footer bg-transparent text-center py-3 small">{footer}</div>}
      </div>
    </section>
  );
}
