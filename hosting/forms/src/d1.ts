// The few parts of the Workers runtime types this receiver uses, declared here so the site's own
// type check covers the receiver without the Workers type package.
import type { EmailMessage } from "cloudflare:email";

export interface D1Result<T> {
  results: T[];
  meta: { changes: number };
}

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T>(): Promise<T | null>;
  all<T>(): Promise<D1Result<T>>;
  run(): Promise<D1Result<unknown>>;
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<D1Result<unknown>[]>;
}

export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ScheduledController {
  scheduledTime: number;
  cron: string;
}

/** A send_email binding; the message is an EmailMessage from "cloudflare:email". */
export interface SendEmail {
  send(message: EmailMessage): Promise<unknown>;
}
