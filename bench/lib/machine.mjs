import { cpus, totalmem, release } from 'node:os';

export function machine() {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    os: `${process.platform} ${release()}`,
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
  };
}
