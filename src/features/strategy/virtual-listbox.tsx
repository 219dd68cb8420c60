import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { HTMLAttributes, Ref } from 'react';

/*
 * A listbox for MUI Autocomplete that renders only the rows in view, so the whole catalogue (22,000 names) opens and
 * filters instantly. Autocomplete passes its rendered options as children; `renderOption` hands over plain row data
 * instead of elements (see VirtualRow), so no element is built for rows that are never shown.
 */

export const ROW_HEIGHT = 48;
const MAX_HEIGHT = 320;

/**
 * What renderOption returns: the option's props from Autocomplete and the two lines to draw. Plain strings, so the
 * thousands of rows that are never drawn cost no elements.
 */
export interface VirtualRow {
  props: HTMLAttributes<HTMLLIElement> & { key: React.Key };
  primary: string;
  secondary: string;
}

/** Lets the owner scroll to the highlighted row (keyboard Home/End, or an option beyond the drawn rows). */
export interface ListboxControl {
  scrollToIndex(index: number): void;
}

/**
 * From the autocomplete to its listbox: a ref the listbox fills with its scroll control, and the highlighted index,
 * so a row drawn after scrolling still shows as highlighted (Autocomplete marks rows in the DOM, not in React).
 */
export interface ListboxLink {
  control: { current: ListboxControl | null };
  highlighted: number;
}

export const ListboxLinkContext = createContext<ListboxLink>({ control: { current: null }, highlighted: -1 });

// happy-dom and a popper measured before layout report a zero height; the list's own height is the right guess.
const observeRect: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: MAX_HEIGHT }));

type ListboxProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; ownerState?: unknown; sx?: unknown };

function setRefs(node: HTMLDivElement | null, refs: (Ref<HTMLElement> | undefined)[]) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as React.RefObject<HTMLElement | null>).current = node;
  }
}

/** ownerState and sx are MUI's slot props, meant for styled components; a DOM element must not get them. */
function withoutSlotProps<T extends object>(props: T): Omit<T, 'ownerState' | 'sx'> {
  const copy = { ...props } as Record<string, unknown>;
  delete copy.ownerState;
  delete copy.sx;
  return copy as Omit<T, 'ownerState' | 'sx'>;
}

export function VirtualListbox(props: ListboxProps) {
  const { children, ref, style, ...slotProps } = props;
  const rest = withoutSlotProps(slotProps);
  const rows = (children ?? []) as unknown as VirtualRow[];
  const scroller = useRef<HTMLDivElement | null>(null);
  const { control, highlighted } = useContext(ListboxLinkContext);
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height: MAX_HEIGHT },
    observeElementRect: observeRect,
  });

  useEffect(() => {
    control.current = { scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) };
    return () => {
      control.current = null;
    };
  }, [control, virtualizer]);

  const total = virtualizer.getTotalSize();
  return (
    <Box
      {...rest}
      ref={(node: HTMLDivElement | null) => {
        scroller.current = node;
        setRefs(node, [ref]);
      }}
      style={{ ...style, height: Math.min(total, MAX_HEIGHT), maxHeight: MAX_HEIGHT, overflowY: 'auto', padding: 0 }}
    >
      <div role="presentation" style={{ height: total, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const { key, className, ...optionProps } = row.props;
          const focused = item.index === highlighted;
          return (
            <Box
              component="div"
              key={key}
              {...(optionProps as HTMLAttributes<HTMLDivElement>)}
              className={[className, focused ? 'Mui-focused' : ''].filter(Boolean).join(' ')}
              sx={{
                position: 'absolute',
                top: item.start,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                px: 2,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                cursor: 'pointer',
                overflow: 'hidden',
                '&.Mui-focused': { bgcolor: 'action.hover' },
                '&[aria-selected="true"]': { bgcolor: 'action.selected' },
              }}
            >
              <Typography variant="body2" noWrap>
                {row.primary}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {row.secondary}
              </Typography>
            </Box>
          );
        })}
      </div>
    </Box>
  );
}
