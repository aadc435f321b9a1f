// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
import { ArrayInput, AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { FormToolbar } from '@/app/kit';

export const VpPimProductSpecsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <ReferenceInput source="venueId" reference="venues">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <ReferenceInput source="recipeId" reference="recipes">
      <AutocompleteInput />
    </ReferenceInput>
    <NumberInput source="portions" validate={[minValue(1), maxValue(1000)]} step={1} />
    <ArrayInput source="lines">
      <SimpleFormIterator inline>
        <ReferenceInput source="stockProductId" reference="stockProducts">
          <AutocompleteInput label="resources.venueRecipes.listItems.lines.stockProductId" validate={[required()]} />
        </ReferenceInput>
        <NumberInput source="amount" label="resources.venueRecipes.listItems.lines.amount" validate={[required(), minValue(0.001), maxValue(100000)]} />
      </SimpleFormIterator>
    </ArrayInput>
    <BooleanInput source="isActive" />
  </SimpleForm>
);
