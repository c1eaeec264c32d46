import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan';
import { haversineMatrix, haversineMetres, osrmTableProvider, RoutingServerError, UNREACHABLE, withMatrix } from './matrix';
import { createRouteSolver } from './solve-in-worker';
import type { Coordinates, RoutingInput } from './types';

// A stand-in OSRM on loopback: answers /table with 1 km and 100 s per index step, except the failures asked for.
let server: http.Server;
let base = '';
const requests: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    if (url.pathname.startsWith('/broken/')) return void res.writeHead(500).end('down');
    if (url.pathname.startsWith('/slow/')) return void setTimeout(() => res.writeHead(200).end('{}'), 2_000);
    if (url.pathname.startsWith('/refuse/')) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'InvalidQuery', message: 'bad coordinates' }));
    const match = /\/table\/v1\/driving\/(.+)$/.exec(url.pathname);
    if (!match || url.searchParams.get('annotations') !== 'distance,duration') return void res.writeHead(400).end();
    const n = match[1].split(';').length;
    const grid = (unit: number) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (url.pathname.startsWith('/gaps/') && i === 0 && j === n - 1 ? null : Math.abs(i - j) * unit + 0.4)));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', distances: grid(1000), durations: grid(100) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const points: Coordinates[] = [
  [121.47, 31.23],
  [121.5, 31.25],
  [121.44, 31.2],
];

describe('distance matrices', () => {
  it('haversine × road factor, time at the average speed, in whole metres and seconds', () => {
    // People's Square to Pudong airport: about 43.5 km as the crow flies
    expect(haversineMetres([121.4737, 31.2304], [121.8083, 31.1443])).toBeGreaterThan(33_000);
    expect(haversineMetres([121.4737, 31.2304], [121.8083, 31.1443])).toBeLessThan(34_000);
    const { distances, durations } = haversineMatrix(points, 1.5, 36);
    expect(distances[0][1]).toBe(Math.round(haversineMetres(points[0], points[1]) * 1.5));
    expect(distances[1][0]).toBe(distances[0][1]);
    expect(durations[0][1]).toBe(Math.round(distances[0][1] / 10));
    expect(distances[2][2]).toBe(0);
  });

  it('reads an OSRM /table answer, unroutable pairs becoming unreachable', async () => {
    const matrix = await osrmTableProvider(`${base}/`).matrix(points);
    expect(requests.at(-1)).toBe('/table/v1/driving/121.470000,31.230000;121.500000,31.250000;121.440000,31.200000?annotations=distance,duration');
    expect(matrix.distances[0]).toEqual([0, 1000, 2000]);
    expect(matrix.durations[2]).toEqual([200, 100, 0]);
    const gaps = await osrmTableProvider(`${base}/gaps`).matrix(points);
    expect(gaps.distances[0][2]).toBe(UNREACHABLE);
    expect(await osrmTableProvider(base).matrix([])).toEqual({ distances: [], durations: [] });
  });

  it('fails with a RoutingServerError when the server is down, refuses, or is too slow', async () => {
    await expect(osrmTableProvider(`${base}/broken`).matrix(points)).rejects.toThrow(/HTTP 500/);
    await expect(osrmTableProvider(`${base}/refuse`).matrix(points)).rejects.toThrow(/InvalidQuery bad coordinates/);
    await expect(osrmTableProvider(`${base}/slow`, { timeoutMs: 200 }).matrix(points)).rejects.toBeInstanceOf(RoutingServerError);
    await expect(osrmTableProvider('http://127.0.0.1:1').matrix(points)).rejects.toThrow(/unreachable/);
  });

  it('plans on the server’s matrix: the input gets VROOM matrices and location indexes', async () => {
    const input: RoutingInput = {
      vehicles: [{ id: 1, start: points[0], end: points[0], capacity: [10, 10] }],
      jobs: [
        { id: 11, location: points[1], delivery: [1, 1], service: 60 },
        { id: 12, location: points[2], delivery: [1, 1], service: 60 },
      ],
    };
    const ready = await withMatrix(input, osrmTableProvider(base));
    expect(ready.jobs.map((j) => j.location_index)).toEqual([1, 2]);
    expect(ready.vehicles[0]).toMatchObject({ start_index: 0, end_index: 0 });
    expect(ready.matrices!.car!.distances![0][2]).toBe(2000);
    const output = await createRouteSolver({ matrixProvider: osrmTableProvider(base), thread: 'inline' }).solve(input, { seed: 1, maxIterations: 5 });
    expect(checkPlan(ready, output).violations).toEqual([]);
    // 0 → 1 → 2 → 0 or back: 1 + 1 + 2 km on the stand-in's grid, not the haversine distance
    expect(output.summary.distance).toBe(4000);
  });
});
