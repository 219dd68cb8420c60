/**
 * A scanner-backtest parameter that cannot be used. `field` is the request's own name for it (e.g.
 * `profit_target_range`), so the service can answer a 400 that points at the field.
 */
export class PortfolioParamError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'PortfolioParamError';
    this.field = field;
  }
}
