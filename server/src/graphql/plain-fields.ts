import { isObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

type FieldMeta = ReturnType<typeof getMetadataStorage>['fields'][number];

/**
 * Leaves graphql-js's default resolver on every field that is only a property: no field resolver, no roles and no
 * middleware, read under its own name. type-graphql otherwise wraps each one in a resolver of its own that builds its
 * resolver data and walks an empty middleware list, once per field of every object of every answer (issue 35).
 * What is answered does not change: both read `source[name]`.
 */
export function usePlainFieldResolvers(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const resolved = new Set(storage.fieldResolvers.map((r) => `${r.getObjectType?.()?.name}|${r.methodName}`));
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = new Map<string, FieldMeta>();
    for (const implemented of objectType.interfaceClasses ?? []) {
      const meta = storage.interfaceTypes.find((i) => i.target === implemented);
      for (const field of meta?.fields ?? []) fields.set(field.schemaName, field);
    }
    for (const field of objectType.fields ?? []) fields.set(field.schemaName, field);
    const built = type.getFields();
    for (const [name, field] of fields) {
      const plain =
        field.name === field.schemaName &&
        !field.roles?.length &&
        !field.middlewares?.length &&
        !resolved.has(`${field.target.name}|${field.name}`);
      if (plain && built[name]) built[name].resolve = undefined;
    }
  }
}
