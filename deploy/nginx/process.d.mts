import type { NginxOptions } from './render.mjs';

export interface NginxInstall {
  binary: string;
  modulesDir: string;
}

export interface RunningNginx {
  port: number;
  prefix: string;
  pid: number;
  stop(): Promise<void>;
}

export function findNginx(): NginxInstall;
export function startNginx(install: NginxInstall, prefix: string, options: NginxOptions): Promise<RunningNginx>;
