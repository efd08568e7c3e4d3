import { useRef } from "react";
import { Dropdown, Selector, type DropdownRef } from "antd-mobile";
import { fundsMessages } from "../../../messages/funds.ts";
import { DATE_RANGES, type DateRange } from "../logic/date-range.ts";
import type { FundAccount } from "@lottery/contract";
import { fundTypeLabel, typeFiltersOf, type FundTypeFilter } from "../logic/fund-kinds.ts";

export interface FundFilterValue {
  /** The balance listed: cash (现金) or red-packet bet credit (红包). */
  account: FundAccount;
  type: FundTypeFilter;
  range: DateRange;
}

/**
 * The filter bar of 资金明细: a type menu (全部类型 and every journal kind; for 红包 the credit kinds) and a
 * date-range menu.
 */
export function FundFilters(props: { value: FundFilterValue; onChange: (value: FundFilterValue) => void }) {
  const dropdown = useRef<DropdownRef>(null);
  const choose = (change: Partial<FundFilterValue>) => {
    props.onChange({ ...props.value, ...change });
    dropdown.current?.close();
  };
  return (
    <Dropdown ref={dropdown} className="funds-filters">
      <Dropdown.Item
        key="type"
        title={fundTypeLabel(props.value.type, props.value.account)}
        highlight={props.value.type !== "all"}
      >
        <Selector
          className="funds-filter-options"
          columns={3}
          showCheckMark={false}
          options={typeFiltersOf(props.value.account).map((type) => ({
            label: fundTypeLabel(type, props.value.account),
            value: type,
          }))}
          value={[props.value.type]}
          onChange={([type]) => type && choose({ type })}
        />
      </Dropdown.Item>
      <Dropdown.Item key="range" title={fundsMessages.dateRanges[props.value.range]}>
        <Selector
          className="funds-filter-options"
          columns={4}
          showCheckMark={false}
          options={DATE_RANGES.map((range) => ({ label: fundsMessages.dateRanges[range], value: range }))}
          value={[props.value.range]}
          onChange={([range]) => range && choose({ range })}
        />
      </Dropdown.Item>
    </Dropdown>
  );
}
