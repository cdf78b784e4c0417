// The editor's state machine: the mode (view, set scale, draw an area), the points clicked so
// far, the form values, the item armed for "Place" or carried over the plan, the booth whose
// outline is being drawn and the marker being dragged. One reducer, so that every change of mode
// clears what the previous mode left (a half-drawn polygon never survives a switch).
import { polygonProblem, type Point } from '@footfall/core';
import { useMemo, useReducer } from 'react';
import type { Booth } from './booths-panel';
import type { ItemKind, PlanItem } from './use-plan-items';

export type Mode = 'view' | 'scale' | 'area';
export type Drag = { kind: ItemKind; id: string; at: Point };

export interface EditorState {
  mode: Mode;
  points: Point[];
  /** The area's polygon is closed (its name form shows, or the booth's outline is saved). */
  closed: boolean;
  lengthM: number | string;
  areaName: string;
  problem: string | null;
  drag: Drag | null;
  /** An item of the panel whose "Place" was chosen: the next click on the plan places it. */
  armed: PlanItem | null;
  /** An item of the panel being dragged (HTML5 drag and drop) over the plan. */
  carried: PlanItem | null;
  /** The booth whose outline is being drawn: closing the polygon saves it. */
  boothTarget: Booth | null;
}

type Action =
  | { type: 'reset'; mode: Mode }
  | { type: 'arm'; item: PlanItem | null }
  | { type: 'drawBooth'; booth: Booth | null }
  | { type: 'click'; at: Point }
  | { type: 'close'; problem: string | null }
  | { type: 'problem'; text: string | null }
  | { type: 'length'; value: number | string }
  | { type: 'name'; value: string }
  | { type: 'carry'; item: PlanItem | null }
  | { type: 'drag'; drag: Drag | null };

const initial: EditorState = {
  mode: 'view',
  points: [],
  closed: false,
  lengthM: '',
  areaName: '',
  problem: null,
  drag: null,
  armed: null,
  carried: null,
  boothTarget: null,
};

/** A fresh start in `mode`; only a carried item and a drag in progress outlive it. */
const resetTo = (state: EditorState, mode: Mode): EditorState => ({
  ...initial,
  mode,
  carried: state.carried,
  drag: state.drag,
});

function reduce(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'reset':
      return resetTo(state, action.mode);
    case 'arm':
      return { ...resetTo(state, 'view'), armed: action.item };
    case 'drawBooth':
      return { ...resetTo(state, action.booth ? 'area' : 'view'), boothTarget: action.booth };
    case 'click':
      // Set scale takes two points; an area takes points until it is closed.
      if (state.mode === 'scale' && state.points.length < 2)
        return { ...state, points: [...state.points, action.at] };
      if (state.mode === 'area' && !state.closed)
        return { ...state, points: [...state.points, action.at] };
      return state;
    case 'close':
      return { ...state, problem: action.problem, closed: action.problem === null };
    case 'problem':
      return { ...state, problem: action.text };
    case 'length':
      return { ...state, lengthM: action.value };
    case 'name':
      return { ...state, areaName: action.value };
    case 'carry':
      return { ...state, carried: action.item };
    case 'drag':
      return { ...state, drag: action.drag };
  }
}

export function useEditorState() {
  const [state, dispatch] = useReducer(reduce, initial);
  // Stable across renders: effects and memoised children may depend on them.
  const actions = useMemo(
    () => ({
      reset: (mode: Mode) => dispatch({ type: 'reset', mode }),
      arm: (item: PlanItem | null) => dispatch({ type: 'arm', item }),
      drawBooth: (booth: Booth | null) => dispatch({ type: 'drawBooth', booth }),
      click: (at: Point) => dispatch({ type: 'click', at }),
      setProblem: (text: string | null) => dispatch({ type: 'problem', text }),
      setLength: (value: number | string) => dispatch({ type: 'length', value }),
      setName: (value: string) => dispatch({ type: 'name', value }),
      carry: (item: PlanItem | null) => dispatch({ type: 'carry', item }),
      setDrag: (drag: Drag | null) => dispatch({ type: 'drag', drag }),
    }),
    [],
  );
  /** Closes the area's polygon when it is a valid one (else says why); true when closed. */
  const close = (): boolean => {
    if (state.mode !== 'area' || state.closed) return false;
    const problem = polygonProblem(state.points.map((point) => [...point]));
    dispatch({ type: 'close', problem });
    return problem === null;
  };
  return { state, ...actions, close };
}
