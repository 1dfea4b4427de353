import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/**
 * The shop's identity printed on documents, in one place: the `settings` rows under these keys
 * (the demo seed fills them; an administrator edits them there). The branch printing a document
 * adds its own name, address and receiving account.
 */
const shopSettingKeys = { companyName: 'shop_company_name', phone: 'shop_phone' } as const;

export type ShopIdentity = { companyName: string; phone: string | null };

export async function readShopIdentity(db: DbOrTx): Promise<ShopIdentity> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(shopSettingKeys)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() || null;
  return {
    companyName: value(shopSettingKeys.companyName) ?? '',
    phone: value(shopSettingKeys.phone),
  };
}

export function shopSettingRows(identity: ShopIdentity) {
  return [
    { key: shopSettingKeys.companyName, value: identity.companyName },
    ...(identity.phone ? [{ key: shopSettingKeys.phone, value: identity.phone }] : []),
  ];
}
