// Filters one device's sequence of position fixes: a constant-velocity Kalman filter with a
// walking-speed bound and outlier rejection, then a Rauch-Tung-Striebel backward pass (positions
// are computed after the fact, so each one may use later fixes as well as earlier ones).
// x and y are filtered as two independent (position, velocity) axes: with an isotropic fix error
// the 4-state covariance stays block-diagonal, so this is the same filter without 4x4 algebra.

export interface TimedFix {
  /** Seconds (any origin, increasing). */
  t: number;
  x: number;
  y: number;
}

/** Spread of a single 2 s fix around the truth (m): RSSI fixes are rough. */
export const FIX_SIGMA_M = 3;
/** White-acceleration noise (m^2/s^3): a walker's velocity drifts by ~0.7 m/s over 10 s. */
export const ACCELERATION_NOISE = 0.05;
/** People do not walk faster than this inside a venue (m/s). */
export const MAX_WALKING_SPEED = 2;
/** Start still, with a walking speed (sd, m/s) just as plausible. */
const INITIAL_SPEED_SD = 1;
/** Innovations beyond this many standard deviations are down-weighted (robust update). */
const GATE_SIGMAS = 3;

/** One axis: position, velocity and their covariance [[pp, pv], [pv, vv]]. */
interface Axis {
  pos: number;
  vel: number;
  pp: number;
  pv: number;
  vv: number;
}

interface Step {
  dt: number;
  predicted: [Axis, Axis];
  filtered: [Axis, Axis];
}

function predict(a: Axis, dt: number): Axis {
  const q = ACCELERATION_NOISE;
  return {
    pos: a.pos + a.vel * dt,
    vel: a.vel,
    pp: a.pp + 2 * dt * a.pv + dt * dt * a.vv + (q * dt ** 3) / 3,
    pv: a.pv + dt * a.vv + (q * dt ** 2) / 2,
    vv: a.vv + q * dt,
  };
}

function correct(a: Axis, measured: number, variance: number): Axis {
  const s = a.pp + variance;
  const kp = a.pp / s;
  const kv = a.pv / s;
  const innovation = measured - a.pos;
  return {
    pos: a.pos + kp * innovation,
    vel: a.vel + kv * innovation,
    pp: a.pp - kp * a.pp,
    pv: a.pv - kp * a.pv,
    vv: a.vv - kv * a.pv,
  };
}

/** Measurement update of both axes; an outlier gets a variance growing with its distance. */
function update([ax, ay]: [Axis, Axis], fix: TimedFix): [Axis, Axis] {
  const base = FIX_SIGMA_M * FIX_SIGMA_M;
  const ix = fix.x - ax.pos;
  const iy = fix.y - ay.pos;
  const mahalanobis2 = (ix * ix) / (ax.pp + base) + (iy * iy) / (ay.pp + base);
  const gate2 = GATE_SIGMAS * GATE_SIGMAS;
  const variance = mahalanobis2 > gate2 ? base * (mahalanobis2 / gate2) ** 2 : base;
  const x = correct(ax, fix.x, variance);
  const y = correct(ay, fix.y, variance);
  const speed = Math.hypot(x.vel, y.vel);
  if (speed > MAX_WALKING_SPEED) {
    x.vel *= MAX_WALKING_SPEED / speed;
    y.vel *= MAX_WALKING_SPEED / speed;
  }
  return [x, y];
}

/** RTS step: the smoothed axis at k from its filtered state and the smoothed one at k + 1. */
function smoothAxis(filtered: Axis, predictedNext: Axis, smoothedNext: Axis, dt: number): Axis {
  // C = Pf F^T Pp^-1 with F = [[1, dt], [0, 1]].
  const a = filtered.pp + dt * filtered.pv;
  const b = filtered.pv;
  const c = filtered.pv + dt * filtered.vv;
  const d = filtered.vv;
  const det = predictedNext.pp * predictedNext.vv - predictedNext.pv * predictedNext.pv;
  const i00 = predictedNext.vv / det;
  const i01 = -predictedNext.pv / det;
  const i11 = predictedNext.pp / det;
  const c00 = a * i00 + b * i01;
  const c01 = a * i01 + b * i11;
  const c10 = c * i00 + d * i01;
  const c11 = c * i01 + d * i11;
  const dPos = smoothedNext.pos - predictedNext.pos;
  const dVel = smoothedNext.vel - predictedNext.vel;
  // P = Pf + C (Ps - Pp) C^T
  const epp = smoothedNext.pp - predictedNext.pp;
  const epv = smoothedNext.pv - predictedNext.pv;
  const evv = smoothedNext.vv - predictedNext.vv;
  return {
    pos: filtered.pos + c00 * dPos + c01 * dVel,
    vel: filtered.vel + c10 * dPos + c11 * dVel,
    pp: filtered.pp + c00 * (c00 * epp + c01 * epv) + c01 * (c00 * epv + c01 * evv),
    pv: filtered.pv + c10 * (c00 * epp + c01 * epv) + c11 * (c00 * epv + c01 * evv),
    vv: filtered.vv + c10 * (c10 * epp + c11 * epv) + c11 * (c10 * epv + c11 * evv),
  };
}

/** Smoothed positions, one per fix, in the same order. */
export function smoothTrack(fixes: readonly TimedFix[]): TimedFix[] {
  const [first] = fixes;
  if (!first) return [];
  const start = (pos: number): Axis => {
    const speedVar = INITIAL_SPEED_SD * INITIAL_SPEED_SD;
    return { pos, vel: 0, pp: FIX_SIGMA_M * FIX_SIGMA_M, pv: 0, vv: speedVar };
  };
  let state: [Axis, Axis] = [start(first.x), start(first.y)];
  let previousT = first.t;
  let acceptedT = first.t;
  const steps: Step[] = [];
  for (const fix of fixes) {
    const dt = fix.t - previousT;
    previousT = fix.t;
    const predicted: [Axis, Axis] = [predict(state[0], dt), predict(state[1], dt)];
    state = predicted;
    // A fix farther than anyone could have walked since the last accepted one (plus the fixes'
    // own spread) is dropped; the allowance grows while fixes are dropped, so a real move wins.
    const reach = MAX_WALKING_SPEED * (fix.t - acceptedT) + GATE_SIGMAS * FIX_SIGMA_M;
    if (Math.hypot(fix.x - predicted[0].pos, fix.y - predicted[1].pos) <= reach) {
      state = update(predicted, fix);
      acceptedT = fix.t;
    }
    steps.push({ dt, predicted, filtered: state });
  }
  // Backward pass: each step's smoothed state from the smoothed state after it.
  const smoothed: [Axis, Axis][] = [];
  let next: [Axis, Axis] | undefined;
  let after: Step | undefined;
  for (const step of [...steps].reverse()) {
    next =
      next && after
        ? [
            smoothAxis(step.filtered[0], after.predicted[0], next[0], after.dt),
            smoothAxis(step.filtered[1], after.predicted[1], next[1], after.dt),
          ]
        : step.filtered;
    smoothed.push(next);
    after = step;
  }
  smoothed.reverse();
  return fixes.map((fix, i) => {
    const axes = smoothed[i] ?? state;
    return { t: fix.t, x: axes[0].pos, y: axes[1].pos };
  });
}

/** Position at time t by linear interpolation between smoothed fixes (held at the ends). */
export function positionAt(track: readonly TimedFix[], t: number): { x: number; y: number } {
  let before: TimedFix | undefined;
  let lo = 0;
  let hi = track.length - 1;
  // Binary search for the last fix at or before t.
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const fix = track[mid];
    if (fix && fix.t <= t) {
      before = fix;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const after = track[lo];
  if (!before && !after) throw new Error('positionAt needs a non-empty track');
  if (!before || !after) {
    const only = before ?? after;
    return { x: only?.x ?? 0, y: only?.y ?? 0 };
  }
  const share = after.t === before.t ? 0 : (t - before.t) / (after.t - before.t);
  return { x: before.x + (after.x - before.x) * share, y: before.y + (after.y - before.y) * share };
}
