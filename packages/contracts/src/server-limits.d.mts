// Types of server-limits.mjs for parts whose TypeScript does not read JavaScript (allowJs is off there).
import type http from 'node:http';

export interface ServerLimits {
  readonly HEADERS_TIMEOUT_MS: number;
  readonly REQUEST_TIMEOUT_MS: number;
  readonly IDLE_TIMEOUT_MS: number;
  readonly SLOW_READER_MS: number;
  readonly MAX_PIPELINED: number;
}
export type Refuse = (res: http.ServerResponse, status: number, message: string) => void;
export const SERVER_LIMITS: ServerLimits;
export function serverLimits(env?: Record<string, string | undefined>): ServerLimits;
export function httpServerOptions(limits: ServerLimits): http.ServerOptions;
export function guardedHandler(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  limits: ServerLimits,
  refuse: Refuse,
): (req: http.IncomingMessage, res: http.ServerResponse) => void;
export function watchSlowReaders(server: http.Server, limits: ServerLimits): void;
export function answerExpectations(server: http.Server, refuse: Refuse): void;
export function createLimitedServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  options: { limits: ServerLimits; refuse: Refuse; http?: http.ServerOptions },
): http.Server;
export function isPrivateAddress(address: string | undefined): boolean;
export const DEFAULT_TRUSTED_PROXIES: string[];
