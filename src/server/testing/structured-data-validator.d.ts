// @adobe/structured-data-validator ships no types: what the tests use of it.
declare module "@adobe/structured-data-validator" {
  export type StructuredDataIssue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    fieldNames?: string[];
  };
  /** Google's rich-result rules (and schema.org's, given its vocabulary as JSON-LD). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    /** Data as @marbec/web-auto-extractor gives it: `{ jsonld: { Type: [node, …] } }`. */
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}
