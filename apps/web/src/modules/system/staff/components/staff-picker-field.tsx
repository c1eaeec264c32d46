import { useState, type CSSProperties } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { EmployeePicker } from '@/modules/common';
import { StaffSelect } from './staff-select';

type Value = number | number[] | undefined;

type Props = {
  /** several staff; else one */
  multiple?: boolean;
  value?: Value;
  onChange?: (value: Value) => void;
  placeholder?: string;
  /** Form.Item's: the label names the select */
  id?: string;
  style?: CSSProperties;
};

/**
 * Staff by typing a name, or picked by department with the employee picker (spec 000 §5): several are
 * added to those chosen, one replaces the choice. A form field.
 */
export function StaffPickerField({ multiple = false, value, onChange, placeholder, id, style }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const chosen = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const handleConfirm = (picked: number[]) => {
    setOpen(false);
    if (multiple) onChange?.([...new Set([...chosen, ...picked])]);
    else if (picked[0] !== undefined) onChange?.(picked[0]);
  };
  return (
    <Flex gap={8} style={style}>
      <StaffSelect multiple={multiple} id={id} value={value} onChange={onChange} placeholder={placeholder} style={{ flex: 1 }} />
      <Button icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        {t('staff.pick_by_dept')}
      </Button>
      <EmployeePicker open={open} max={multiple ? undefined : 1} defaultSelected={[]} onClose={() => setOpen(false)} onConfirm={(picked) => handleConfirm(picked.map((p) => p.id))} />
    </Flex>
  );
}
