import { useCallback, useState } from 'react';
import { MAX_COMPARED } from '../../ui/tasks/compare-link.ts';

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

/** The ticked backtests, in the order they were ticked; it survives paging, filters and sorting. */
export function useCompareSelection(): CompareSelection {
  const [picked, setPicked] = useState<PickedTask[]>([]);
  const toggle = useCallback(
    (task: PickedTask) =>
      setPicked((current) =>
        current.some((p) => p.taskId === task.taskId)
          ? current.filter((p) => p.taskId !== task.taskId)
          : current.length >= MAX_COMPARED
            ? current
            : [...current, task],
      ),
    [],
  );
  return {
    picked,
    isPicked: (taskId) => picked.some((p) => p.taskId === taskId),
    full: picked.length >= MAX_COMPARED,
    toggle,
    clear: useCallback(() => setPicked([]), []),
  };
}
