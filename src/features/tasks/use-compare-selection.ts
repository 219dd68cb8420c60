import { useCallback, useState } from 'react';
import type { TaskListItem } from '../../contract/index.ts';
import { listParam } from '../../ui/address/address-codecs.ts';
import { useAddressState } from '../../ui/address/use-address-state.ts';
import { MAX_COMPARED } from '../../ui/tasks/compare-link.ts';
import { taskName } from './task-name.ts';

export interface PickedTask {
  taskId: string;
  /** The row's name, so the selection can be listed while its rows are on other pages. */
  name: string;
}

export interface CompareSelection {
  picked: readonly PickedTask[];
  isPicked: (taskId: string) => boolean;
  full: boolean;
  toggle: (task: PickedTask) => void;
  clear: () => void;
}

/** A row as the selection lists it: "RSI dip on SPX". */
export function pickedTask(task: TaskListItem): PickedTask {
  return { taskId: task.task_id, name: `${taskName(task)} on ${task.symbol}` };
}

// The ticked ids in the address (`#/tasks?compare=a,b`), so a reload or a shared link keeps them ticked.
const PICKED = listParam('compare');

/**
 * The ticked backtests, in the order they were ticked; it survives paging, filters, sorting and a reload. `rows` (the
 * page shown) names the ticked ones a link or a reload brought back; one ticked on another page and never seen in this
 * visit is called by its id.
 */
export function useCompareSelection(rows: readonly TaskListItem[] = []): CompareSelection {
  const [ids, setIds] = useAddressState(PICKED);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const nameOf = (taskId: string) => {
    const row = rows.find((r) => r.task_id === taskId);
    return names.get(taskId) ?? (row ? pickedTask(row).name : `backtest ${taskId}`);
  };
  const picked = ids.slice(0, MAX_COMPARED).map((taskId) => ({ taskId, name: nameOf(taskId) }));
  const toggle = useCallback(
    (task: PickedTask) => {
      setNames((known) => new Map(known).set(task.taskId, task.name));
      setIds((current) =>
        current.includes(task.taskId)
          ? current.filter((id) => id !== task.taskId)
          : current.length >= MAX_COMPARED
            ? current
            : [...current, task.taskId],
      );
    },
    [setIds],
  );
  return {
    picked,
    isPicked: (taskId) => picked.some((p) => p.taskId === taskId),
    full: picked.length >= MAX_COMPARED,
    toggle,
    clear: useCallback(() => setIds([]), [setIds]),
  };
}
