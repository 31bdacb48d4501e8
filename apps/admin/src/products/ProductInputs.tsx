import Box from '@mui/material/Box';
import { BooleanInput, NumberInput, SelectInput, TextArrayInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FormSchema } from '../forms';
import { SchemaTextInput } from '../shared/FormInputs';
import { productCategoryChoices } from './choices';
import { PriceInput } from './PriceInput';
import { useProductTranslate } from './products.texts';
import type { ProductForm } from './types';

const T = 'resources.products';

/**
 * The compatible devices as chips: a model typed and Enter (or leaving the box) adds it. A refusal
 * of one model arrives as `compatibleModels.2`; it is shown under the box, as the list's own would be.
 */
const CompatibleModelsInput = () => {
  const translate = useProductTranslate();
  const { errors } = useFormState({ name: 'compatibleModels' });
  const models = errors.compatibleModels as unknown;
  const oneModelRefused = Array.isArray(models) ? models.find((error) => error?.message)?.message : undefined;
  return (
    <TextArrayInput
      source="compatibleModels"
      label={translate(`${T}.fields.compatibleModels`)}
      helperText={oneModelRefused ?? translate(`${T}.help.compatible_models`)}
    />
  );
};

/**
 * The product's details, shared by the create and edit forms (stock figures move only by
 * movements). Name, category and price are marked required in both: an edit may leave them
 * out, but never empty them.
 */
export const ProductInputs = ({ schema }: { schema: FormSchema }) => {
  const translate = useProductTranslate();
  return (
    <>
      <SchemaTextInput schema={schema} source="name" label={translate(`${T}.fields.name`)} isRequired />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <SelectInput
          source="category"
          label={translate(`${T}.fields.category`)}
          choices={productCategoryChoices}
          isRequired
          sx={{ flex: '1 1 14rem' }}
        />
        <SchemaTextInput schema={schema} source="brand" label={translate(`${T}.fields.brand`)} sx={{ flex: '1 1 14rem' }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
        <PriceInput
          source="priceCents"
          label={translate(`${T}.fields.priceEuros`)}
          helperText={translate(`${T}.help.price`)}
          isRequired
          sx={{ flex: '1 1 14rem' }}
        />
        <NumberInput
          source="reorderLevel"
          label={translate(`${T}.fields.reorderLevel`)}
          step={1}
          min={0}
          helperText={translate(`${T}.help.reorder_level`)}
          sx={{ flex: '1 1 14rem' }}
        />
      </Box>
      <CompatibleModelsInput />
      <SchemaTextInput schema={schema} source="description" label={translate(`${T}.fields.description`)} multiline minRows={3} />
      <BooleanInput source="active" label={translate(`${T}.fields.active`)} helperText={translate(`${T}.help.active`)} />
    </>
  );
};

/** Only a product's details go to the server: the figures and photos shown are not the form's. */
export const toProductForm = (values: Partial<Record<keyof ProductForm, unknown>>): ProductForm => ({
  name: values.name as string,
  category: values.category as ProductForm['category'],
  brand: (values.brand as string | undefined) ?? '',
  compatibleModels: (values.compatibleModels as string[] | undefined) ?? [],
  description: (values.description as string | undefined) ?? '',
  priceCents: values.priceCents as number,
  active: Boolean(values.active),
  reorderLevel: values.reorderLevel as number,
});
