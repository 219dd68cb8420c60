import { describe, expect, it } from 'vitest';
import { SignInBroker } from './sign-in-broker.ts';

const ana = { email: 'ana@example.com', password: 'pw' };

describe('SignInBroker', () => {
  it('opens one prompt for every request refused at once, and gives them all the account', async () => {
    const broker = new SignInBroker();
    let changes = 0;
    broker.subscribe(() => changes++);
    const first = broker.ask({ refused: false });
    const second = broker.ask({ refused: false });
    expect(broker.current()).toEqual({ request: { refused: false, fromUser: false }, declined: false });
    broker.answer(ana);
    expect(await first).toEqual(ana);
    expect(await second).toEqual(ana);
    expect(broker.current()).toEqual({ request: null, declined: false });
    expect(changes).toBe(2);
  });

  it('marks the prompt refused when a given account was refused', () => {
    const broker = new SignInBroker();
    void broker.ask({ refused: false });
    void broker.ask({ refused: true });
    expect(broker.current().request).toEqual({ refused: true, fromUser: false });
  });

  it('after a cancel, lets 401s through without asking until the user signs in again', async () => {
    const broker = new SignInBroker();
    const waiting = broker.ask({ refused: false });
    broker.answer(null);
    expect(await waiting).toBeNull();
    expect(await broker.ask({ refused: false })).toBeNull();
    expect(broker.current()).toEqual({ request: null, declined: true });

    broker.open();
    expect(broker.current()).toEqual({ request: { refused: false, fromUser: true }, declined: false });
    const next = broker.ask({ refused: false });
    broker.answer(ana);
    expect(await next).toEqual(ana);

    broker.answer(null);
    broker.reset();
    expect(broker.current().declined).toBe(false);
  });
});
