import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatAsYouType } from '../../../domain/phone/formatAsYouType';
import { lazyModule, type LazyModule } from '../../../application/kernel/lazyModule';
import { PhoneControl } from '../../../ui/steps/PhoneControl';
import type { PhoneFormatterModule } from '../../../ui/steps/phoneCode';
import { ControlledImport, flushPromises } from '../../support/ControlledImport';
import { renderWithT } from '../support/renderWithT';

function Host({ formatter, initial = '' }: { formatter: LazyModule<PhoneFormatterModule>; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <PhoneControl id="phone" name="phone" label="Mobile" callingCode="+34" country="ES" formatter={formatter} value={value} onChange={setValue} />;
}

const setup = (initial?: string) => {
  const chunk = new ControlledImport<PhoneFormatterModule>();
  renderWithT(<Host formatter={lazyModule(chunk.importer)} {...(initial !== undefined ? { initial } : {})} />);
  return { chunk, input: screen.getByLabelText('Mobile') as HTMLInputElement };
};

const arrive = (chunk: ControlledImport<PhoneFormatterModule>) =>
  act(async () => {
    chunk.resolve({ formatAsYouType });
    await flushPromises();
  });

describe('PhoneControl: the as-you-type formatter loads on demand (first-step budget)', () => {
  it('nothing loads until the field is focused; typing before the formatter arrives keeps every digit; then it formats', async () => {
    const { chunk, input } = setup();
    expect(chunk.calls).toBe(0);
    await userEvent.click(input);
    expect(chunk.calls).toBe(1);
    await userEvent.type(input, '61234');
    expect(input.value).toBe('61234');
    await arrive(chunk);
    expect(input.value).toBe(formatAsYouType('61234', 'ES'));
    await userEvent.type(input, '5678');
    expect(input.value).toBe('612 34 56 78');
  });

  it('formatting on arrival keeps the caret after the same digit', async () => {
    const { chunk, input } = setup();
    await userEvent.type(input, '6123456');
    input.setSelectionRange(4, 4);
    await arrive(chunk);
    expect(input.value).toBe('612 34 56');
    expect(input.selectionStart).toBe(5);
  });

  it('a field opening with a number loads the formatter at once', async () => {
    const { chunk, input } = setup('612345678');
    expect(chunk.calls).toBe(1);
    await arrive(chunk);
    expect(input.value).toBe('612 34 56 78');
  });

  it('a formatter that fails to load loses nothing: the number stays as typed, the next focus tries again', async () => {
    const { chunk, input } = setup();
    await userEvent.click(input);
    await act(async () => {
      chunk.reject();
      await flushPromises();
    });
    await userEvent.type(input, '612 345-678x');
    expect(input.value).toBe('612 345-678x');
    await userEvent.tab();
    await userEvent.click(input);
    expect(chunk.calls).toBeGreaterThanOrEqual(2);
  });
});
