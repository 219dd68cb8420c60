import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ConditionEditor } from './condition-editor.tsx';
import type { Side, StrategyFormValues } from './form-values.ts';
import { newCondition } from './form-values.ts';

export interface ConditionListProps {
  side: Side;
  /** Steps are ordered and can be moved; Scoring conditions are a plain list. */
  ordered: boolean;
}

const sideWord = (side: Side) => (side === 'entry' ? 'Entry' : 'Exit');

/**
 * The conditions of a Scoring block or the steps of a TimeOrder block: add, remove and (for steps) move up/down with
 * buttons that keep keyboard focus on the moved step.
 */
export function ConditionList({ side, ordered }: ConditionListProps) {
  const { control, getValues, setValue } = useFormContext<StrategyFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: `${side}.conditions` });
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const item = ordered ? 'step' : 'condition';
  const Item = ordered ? 'Step' : 'Condition';

  const onRemove = (index: number) => {
    remove(index);
    // The threshold can never ask for more conditions than there are.
    const count = fields.length - 1;
    if (!ordered && Number(getValues(`${side}.score_threshold`)) > count)
      setValue(`${side}.score_threshold`, String(count), { shouldDirty: true, shouldValidate: true });
  };

  const onMove = (index: number, to: number) => {
    const id = fields[index].id;
    move(index, to);
    // The moved step keeps focus; at either end the arrow that still applies takes it.
    requestAnimationFrame(() => {
      const atEnd = to === 0 || to === fields.length - 1;
      const direction = to < index ? 'up' : 'down';
      const other = direction === 'up' ? 'down' : 'up';
      buttons.current.get(`${id}:${atEnd ? other : direction}`)?.focus();
    });
  };

  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => {
        const n = index + 1;
        const actions = (
          <Stack direction="row" spacing={0.25}>
            {ordered && (
              <>
                <Tooltip title="Move up">
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move ${item} ${n} up`}
                      disabled={index === 0}
                      onClick={() => onMove(index, index - 1)}
                      ref={(node) => {
                        buttons.current.set(`${field.id}:up`, node);
                      }}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move down">
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move ${item} ${n} down`}
                      disabled={index === fields.length - 1}
                      onClick={() => onMove(index, index + 1)}
                      ref={(node) => {
                        buttons.current.set(`${field.id}:down`, node);
                      }}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </>
            )}
            {fields.length > 1 && (
              <Tooltip title={`Remove this ${item}`}>
                <IconButton size="small" aria-label={`Remove ${item} ${n}`} onClick={() => onRemove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        );
        return (
          <ConditionEditor
            key={field.id}
            path={`${side}.conditions.${index}`}
            label={`${sideWord(side)} ${item} ${n}`}
            title={`${Item} ${n}`}
            actions={actions}
          />
        );
      })}
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddIcon />}
        onClick={() => append(newCondition())}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add {item}
      </Button>
    </Stack>
  );
}
