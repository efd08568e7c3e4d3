import { useRef } from "react";
import { Dropdown, Selector, type DropdownRef } from "antd-mobile";
import { messages } from "../../../messages/index.ts";
import { DATE_RANGES, type DateRange } from "../logic/date-range.ts";
import { FUND_TYPE_FILTERS, fundTypeLabel, type FundTypeFilter } from "../logic/fund-kinds.ts";

export interface FundFilterValue {
  type: FundTypeFilter;
  range: DateRange;
}

/** The filter bar of 资金明细: a type menu (全部类型 and every journal kind) and a date-range menu. */
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
        title={fundTypeLabel(props.value.type)}
        highlight={props.value.type !== "all"}
      >
        <Selector
          className="funds-filter-options"
          columns={3}
          showCheckMark={false}
          options={FUND_TYPE_FILTERS.map((type) => ({ label: fundTypeLabel(type), value: type }))}
          value={[props.value.type]}
          onChange={([type]) => type && choose({ type })}
        />
      </Dropdown.Item>
      <Dropdown.Item key="range" title={messages.dateRanges[props.value.range]}>
        <Selector
          className="funds-filter-options"
          columns={4}
          showCheckMark={false}
          options={DATE_RANGES.map((range) => ({ label: messages.dateRanges[range], value: range }))}
          value={[props.value.range]}
          onChange={([range]) => range && choose({ range })}
        />
      </Dropdown.Item>
    </Dropdown>
  );
}
