// The query builder over a request's D1 binding (decision 002). Made per call from the binding it is
// given, never held by a module: every model function takes the binding, so tests pass a real D1.
import { drizzle } from 'drizzle-orm/d1';

export const orm = (db: D1Database) => drizzle(db);
