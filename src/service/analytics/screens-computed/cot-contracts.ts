/**
 * Names of common CFTC contract market codes (the 6-character codes of the Commitments of Traders reports, as the
 * CFTC's own report listings name them); a contract not listed here is shown by its code.
 */
export const COT_CONTRACT_NAMES: Readonly<Record<string, string>> = {
  '067651': 'Crude Oil WTI',
  '023651': 'Natural Gas',
  '111659': 'RBOB Gasoline',
  '022651': 'Heating Oil',
  '088691': 'Gold',
  '084691': 'Silver',
  '085692': 'Copper',
  '076651': 'Platinum',
  '002602': 'Corn',
  '005602': 'Soybeans',
  '001602': 'Wheat (SRW)',
  '007601': 'Soybean Oil',
  '026603': 'Soybean Meal',
  '083731': 'Coffee',
  '080732': 'Sugar No. 11',
  '073732': 'Cocoa',
  '033661': 'Cotton',
  '057642': 'Live Cattle',
  '054642': 'Lean Hogs',
  '099741': 'Euro FX',
  '097741': 'Japanese Yen',
  '13874A': 'E-mini S&P 500',
  '043602': '10-Year T-Note',
};

/** A COT series is stored under its contract code: six digits or capitals. */
export const isContractCode = (symbol: string): boolean => /^[0-9A-Z]{6}$/.test(symbol);
