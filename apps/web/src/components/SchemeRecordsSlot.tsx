import { createContext, useContext, type ComponentType } from "react";

const SchemeRecordsContext = createContext<ComponentType | null>(null);

/**
 * Where 投注记录 lists my group purchases (合买). Features never import each other, so the record
 * page (lottery) asks for this view and the app provides the 合买 screens' list through
 * SchemeRecordsProvider; without a provider there is none (the page then offers no 合买 tab).
 */
export function useSchemeRecordsView(): ComponentType | null {
  return useContext(SchemeRecordsContext);
}

export const SchemeRecordsProvider = SchemeRecordsContext.Provider;
