import type { ShippingAddressInput } from '../schema';

export type AddressField = keyof ShippingAddressInput;
export type CheckoutField = AddressField | 'deliveryMethod';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const ADDRESS_FIELDS: readonly string[] = ['name', 'street', 'postalCode', 'city', 'phone'] satisfies AddressField[];

/**
 * The errors of a refused checkout (the browser's own check or the server's `details.issues`) by
 * the field they belong to: `address.postalCode` → postalCode, `deliveryMethod` as it is, and a
 * missing address altogether (`address`) → the first address field, Namn.
 */
export function checkoutErrors(issues: readonly { path: string; message: string }[]): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const issue of issues) {
    const [first, second] = issue.path.split('.');
    const field: CheckoutField | null =
      first === 'address'
        ? second && ADDRESS_FIELDS.includes(second)
          ? (second as AddressField)
          : 'name'
        : first === 'deliveryMethod'
          ? 'deliveryMethod'
          : null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
