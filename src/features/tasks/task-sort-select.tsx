import type { TaskSortKey } from '../../contract/index.ts';
import { TASK_SORT_KEYS } from '../../contract/index.ts';
import { FilterSelect } from '../../ui/tasks/filter-select.tsx';
import { orderWords } from './task-figures.ts';
import type { SortOrder, TaskOrder } from './task-list-url.ts';

/** Every order as one option, "sharpe:desc". */
const ORDERS = TASK_SORT_KEYS.flatMap((sort) => (['desc', 'asc'] as const).map((order) => `${sort}:${order}`));

const parse = (value: string): TaskOrder => {
  const [sort, order] = value.split(':');
  return { sort: sort as TaskSortKey, order: order as SortOrder };
};

/** The order as a menu, for the phone layout, whose one column has no headings to click. */
export function TaskSortSelect({ order, onChange }: { order: TaskOrder; onChange: (order: TaskOrder) => void }) {
  const current = `${order.sort}:${order.order}`;
  return (
    <FilterSelect
      label="Sort by"
      anyLabel={orderWords({ sort: 'created_at', order: 'desc' })}
      options={ORDERS.filter((o) => o !== 'created_at:desc')}
      optionLabel={(o) => orderWords(parse(o))}
      value={current === 'created_at:desc' ? undefined : current}
      onChange={(value) => onChange(value === null ? { sort: 'created_at', order: 'desc' } : parse(value))}
      minWidth={220}
    />
  );
}
