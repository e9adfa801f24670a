import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  KnownFragmentNamesRule,
  NoFragmentCyclesRule,
  parse,
  validate,
  visit,
  BREAK,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import { holdsNul } from '../access/holds-nul';

/**
 * Selections an operation holds once every fragment is spread in place, counted with each fragment's
 * size computed once (a fragment spreading another ten times, ten deep, is 10^10 selections while its
 * text is a few hundred bytes). Cycles and unknown fragments are refused before this is called.
 */
export function expandedSelections(document: DocumentNode): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const sizes = new Map<string, number>();
  const sizeOf = (set: SelectionSetNode | undefined): number =>
    (set?.selections ?? []).reduce((sum, s) => {
      if (s.kind === Kind.FIELD) return sum + 1 + sizeOf(s.selectionSet);
      if (s.kind === Kind.INLINE_FRAGMENT) return sum + sizeOf(s.selectionSet);
      const name = s.name.value;
      if (!sizes.has(name)) sizes.set(name, sizeOf(fragments.get(name)));
      return sum + (sizes.get(name) ?? 0);
    }, 0);
  return document.definitions.reduce((sum, d) => sum + (d.kind === Kind.OPERATION_DEFINITION ? sizeOf(d.selectionSet) : 0), 0);
}

/** Whether a string written in the document holds a NUL byte (see holdsNul). */
function documentHoldsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\u0000')) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** What was wrong with a document, kept on the stand-in that replaced it (Apollo caches it by the query's hash). */
const refusals = new WeakMap<DocumentNode, GraphQLError>();

/**
 * Runs before Strapi's depth limit and the cost limit, which both walk fragments without guarding
 * against cycles or fan-out (a cycle was a stack overflow, a 500): a document with a fragment cycle, an
 * unknown fragment or more than `maxSelections` expanded selections is a 400. Apollo answers an error
 * thrown before validation with a 500, so the document is swapped for a trivial stand-in that carries
 * the refusal, and the refusal is thrown once the operation is resolved, where Apollo answers a 400.
 */
export function documentGuardPlugin({ maxSelections }: { maxSelections: number }): ApolloServerPlugin {
  const refuse = (message: string, code: string) => new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
  const nulRefusal = () => refuse('A string may not hold a NUL byte.', 'BAD_USER_INPUT');
  // Only what the query text alone decides: Apollo caches the (swapped) document by the text's hash.
  const problemOf = (document: DocumentNode, schema: Parameters<typeof validate>[0]): GraphQLError | null => {
    if (documentHoldsNul(document)) return nulRefusal();
    const [unsafe] = validate(schema, document, [NoFragmentCyclesRule, KnownFragmentNamesRule]);
    if (unsafe) return refuse(unsafe.message, 'GRAPHQL_VALIDATION_FAILED');
    const size = expandedSelections(document);
    return size > maxSelections
      ? refuse(`This query is too large (${size} fields with its fragments spread, at most ${maxSelections}).`, 'QUERY_TOO_EXPENSIVE')
      : null;
  };
  return {
    async requestDidStart() {
      return {
        async validationDidStart(requestContext) {
          const problem = problemOf(requestContext.document, requestContext.schema);
          if (!problem) return;
          const standIn = parse('{ __typename }');
          refusals.set(standIn, problem);
          (requestContext as { document: DocumentNode }).document = standIn;
        },
        // Runs for every request, cached document or not: the variables are checked here.
        async didResolveOperation({ document, request }) {
          const problem = refusals.get(document);
          if (problem) throw problem;
          if (holdsNul(request.variables ?? {})) throw nulRefusal();
        },
      };
    },
  };
}
