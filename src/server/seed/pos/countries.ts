import type { CountryCode } from '@generated/shared/shell';
import type { SeedContext } from '../context';
import {
  ALLERGIES,
  CONTAINERS,
  PACKAGES,
  POURING,
  PRICE_GROUPS,
  PRODUCT_CATEGORIES,
  RECIPES,
  SALES_GROUPS,
  SALES_PRODUCTS,
  SALES_WASTE,
  STOCK_PRODUCTS,
  STOCK_WASTE,
  TAX_GROUPS,
  TEMPLATES,
  TIPS,
  UNITS,
  VENDORS,
  price,
  tillPrice,
} from './catalogue';

export const COUNTRY_CODES: CountryCode[] = ['dk', 'no', 'fi', 'uk'];

/** Readable ids of the demo catalogue, so that tests and journeys can name things. */
export const ids = {
  salesGroup: (c: string, g: string) => `${c}-sg-${g}`,
  subGroup: (c: string, g: string, s: string) => `${c}-sg-${g}-${s}`,
  category: (c: string, k: string) => `${c}-cat-${k}`,
  productGroup: (c: string, g: string) => `${c}-pg-${g}`,
  tax: (c: string, t: string) => `${c}-tax-${t}`,
  allergy: (c: string, a: string) => `${c}-allergy-${a}`,
  priceGroup: (c: string, p: string) => `${c}-price-${p}`,
  pouring: (c: string, p: string) => `${c}-pour-${p}`,
  unit: (c: string, u: string) => `${c}-unit-${u}`,
  container: (c: string, k: string) => `${c}-container-${k}`,
  vendor: (c: string, v: string) => `vendor-${c}-${v}`,
  stockProduct: (c: string, p: string) => `sp-${c}-${p}`,
  salesProduct: (c: string, p: string) => `salesp-${c}-${p}`,
  recipe: (c: string, r: string) => `recipe-${c}-${r}`,
};

const j = JSON.stringify;

/** Country settings, vendors, stock and sales products, recipes, packages, templates, waste reasons and stock settings. */
export async function seedCountryCatalogue({ db }: SeedContext): Promise<void> {
  for (const c of COUNTRY_CODES) {
    await db
      .insertInto('countrySettings')
      .values({
        country: c,
        salesProductGroups: j(SALES_GROUPS.map((g) => ({ salesProductGroupId: { id: ids.salesGroup(c, g.id) }, name: g.name, color: g.color, validSubGroups: g.subs.map(([s, name, color]) => ({ salesProductSubGroupId: { id: ids.subGroup(c, g.id, s) }, name, color })) }))),
        productCategories: j(
          PRODUCT_CATEGORIES.map((k) => ({
            productCategoryId: { id: ids.category(c, k.id) },
            name: k.name,
            color: k.color,
            tags: k.tags,
            validProductGroups: k.groups.map(([g, name, color]) => ({ stockProductGroupId: { id: ids.productGroup(c, g) }, name, color })),
          })),
        ),
        taxGroups: j(TAX_GROUPS[c].map((t) => ({ taxGroupId: { id: ids.tax(c, t.id) }, code: t.code, taxRatePercentage: t.rate, taxRate: 0 }))),
        allergies: j(ALLERGIES.map(([a, name]) => ({ allergyId: { id: ids.allergy(c, a) }, name }))),
        priceGroups: j(PRICE_GROUPS.map(([p, name, isDefault]) => ({ priceGroupId: { id: ids.priceGroup(c, p) }, name, isDefault }))),
        tipPercentages: j(TIPS[c]),
        pouringCategories: j(POURING[c].map(([p, name, pourSize, wastePercentage]) => ({ pouringCategoryId: { id: ids.pouring(c, p) }, name, pourSize, wastePercentage }))),
        productUnits: j(UNITS.map(([u, name, abbreviation]) => ({ productUnitId: { id: ids.unit(c, u) }, name, abbreviation }))),
        stockContainerTypes: j(CONTAINERS.map(([k, name, tareWeight]) => ({ stockContainerTypeId: { id: ids.container(c, k) }, name, tareWeight }))),
        createdBy: 'user-hq',
      })
      .execute();
    await db
      .insertInto('vendors')
      .values(VENDORS[c].map(([key, name, email, lead], i) => ({ id: ids.vendor(c, key), name, email, vendorNumber: `V${1001 + i}`, contactName: ['Order desk', 'Key account', 'Sales team', 'Customer service'][i % 4], leadTimeDays: lead, minimumOrder: price(c, 500), country: c, isActive: true, createdBy: 'user-hq' })))
      .execute();
    await db
      .insertInto('stockProducts')
      .values(
        STOCK_PRODUCTS.map(([key, name, group, unit, container, content, contentUnit, cost, vendor, pouring], i) => ({
          id: ids.stockProduct(c, key),
          name,
          number: `${c.toUpperCase()}-${String(10001 + i * 7)}`,
          stockProductGroupId: ids.productGroup(c, group),
          vendorId: ids.vendor(c, vendor),
          productUnitId: ids.unit(c, unit),
          stockContainerTypeId: container ? ids.container(c, container) : null,
          contentAmount: content,
          contentUnit: contentUnit as 'cl',
          pouringCategoryId: pouring ? ids.pouring(c, pouring) : null,
          costPrice: price(c, cost),
          barcode: `57${String(10000000000 + i * 7919).slice(0, 11)}`,
          country: c,
          isActive: true,
          createdBy: 'user-hq',
        })),
      )
      .execute();
    await db
      .insertInto('recipes')
      .values(RECIPES.map(([key, name, portions, lines, method]) => ({ id: ids.recipe(c, key), name, portions, description: method, lines: j(lines.map(([p, amount]) => ({ stockProductId: ids.stockProduct(c, p), amount }))), country: c, createdBy: 'user-hq' })))
      .execute();
    await db
      .insertInto('salesProducts')
      .values(
        SALES_PRODUCTS.map(([key, name, group, sub, dkk, tax, recipe, allergies], i) => {
          const normal = tillPrice(c, dkk);
          const drink = !['food', 'entrance'].includes(group);
          return {
            id: ids.salesProduct(c, key),
            name,
            number: String(100 + i),
            salesProductGroupId: ids.salesGroup(c, group),
            salesProductSubGroupId: ids.subGroup(c, group, sub),
            taxGroupId: ids.tax(c, tax === 'food' && TAX_GROUPS[c].some((t) => t.id === 'food') ? 'food' : 'std'),
            prices: j([
              { priceGroupId: ids.priceGroup(c, 'normal'), price: normal },
              ...(drink ? [{ priceGroupId: ids.priceGroup(c, 'happy'), price: tillPrice(c, dkk * 0.75) }] : []),
              { priceGroupId: ids.priceGroup(c, 'staff'), price: tillPrice(c, dkk * 0.5) },
              ...(drink ? [{ priceGroupId: ids.priceGroup(c, 'vip'), price: tillPrice(c, dkk * 1.2) }] : []),
            ]),
            recipeId: recipe ? ids.recipe(c, recipe) : null,
            allergyIds: j(allergies.map((a) => ids.allergy(c, a))),
            color: SALES_GROUPS.find((g) => g.id === group)!.color,
            country: c,
            isActive: true,
            createdBy: 'user-hq',
          };
        }),
      )
      .execute();
    await db
      .insertInto('packages')
      .values(
        PACKAGES.map(([name, description, dkk, items]) => ({
          name,
          description,
          price: tillPrice(c, dkk),
          items: j(items.map(([p, quantity]) => ({ salesProductId: ids.salesProduct(c, p), quantity }))),
          country: c,
          isActive: true,
          createdBy: 'user-hq',
        })),
      )
      .execute();
    await db
      .insertInto('stockingTemplates')
      .values(
        TEMPLATES.map(([name, description, products]) => ({
          name,
          description,
          lines: j(products.map((p) => {
            const usage = STOCK_PRODUCTS.find((s) => s[0] === p)![10];
            return { stockProductId: ids.stockProduct(c, p), parLevel: Math.ceil(usage * 1.5), reorderPoint: Math.ceil(usage * 0.6) };
          })),
          country: c,
          createdBy: 'user-hq',
        })),
      )
      .execute();
    await db.insertInto('salesWasteReasons').values(SALES_WASTE.map((name) => ({ name, country: c, createdBy: 'user-hq' }))).execute();
    await db.insertInto('stockWasteReasons').values(STOCK_WASTE.map((name) => ({ name, country: c, createdBy: 'user-hq' }))).execute();
    await db.insertInto('stockSettings').values({ country: c, countIntervalDays: 30, varianceTolerancePercentage: 5, purchaseOrderPrefix: `PO-${c.toUpperCase()}`, defaultLeadTimeDays: 2, createdBy: 'user-hq' }).execute();
  }
}
