import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, test } from 'vitest';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { configProblems, LIVENESS_PATH, repositoryPath, unreadVariables } from './deploy-files.test-support';

// Issue 21: no Docker engine runs here; infra/Dockerfile is checked by
// dockerfile-utils' validator and held to what the image must do.
const DOCKERFILE = 'infra/Dockerfile';
/** The Language Server Protocol's DiagnosticSeverity.Error, which dockerfile-utils reports in. */
const SEVERITY_ERROR = 1;
const content = readFileSync(repositoryPath(DOCKERFILE), 'utf8');
const dockerfile = DockerfileParser.parse(content);
const instructions = dockerfile.getInstructions();
const froms = dockerfile.getFROMs();

const lineOf = (instruction: Instruction) => instruction.getRange().start.line;
const argumentsOf = (instruction: Instruction) => instruction.getArguments().map((argument) => argument.getValue());

/** Whether an instruction is in the stage that the index-th FROM starts (up to the next FROM). */
function inStage(index: number): (instruction: Instruction) => boolean {
  const start = froms[index];
  assert.ok(start);
  const end = froms[index + 1];
  return (instruction) => lineOf(instruction) >= lineOf(start) && (end === undefined || lineOf(instruction) < lineOf(end));
}
const stageInstructions = (index: number) => instructions.filter(inStage(index));

const RUNTIME = froms.length - 1;
const runtime = stageInstructions(RUNTIME);
const ofKeyword = (stage: Instruction[], keyword: string) => stage.filter((instruction) => instruction.getKeyword() === keyword);
/** An exec-form instruction's words (CMD ["node", "…"]). */
const execWords = (instruction: Instruction | undefined): string[] => JSON.parse(instruction?.getArgumentsContent() ?? '[]') as string[];

describe(DOCKERFILE, () => {
  test('has no problem of severity error for dockerfile-utils', () => {
    const errors = validate(content).filter((diagnostic) => diagnostic.severity === SEVERITY_ERROR);
    assert.deepEqual(errors.map((error) => `line ${error.range.start.line + 1}: ${error.message}`), []);
  });

  test('the runtime stage runs node on the compiled API, never tsx, with production dependencies only', () => {
    assert.ok(froms.length >= 2, 'multi-stage');
    const [command, ...others] = ofKeyword(runtime, 'CMD');
    assert.equal(others.length, 0);
    const words = execWords(command);
    assert.equal(words[0], 'node');
    assert.equal(words.at(-1), 'apps/api/dist/server.js');
    assert.equal(ofKeyword(runtime, 'ENTRYPOINT').length, 0, 'the node image\'s entrypoint');
    assert.doesNotMatch(runtime.map((instruction) => instruction.getTextContent()).join('\n'), /\btsx\b|npm (run )?start/);
    // What the runtime stage copies from another stage: the production install first, then the two dist/ folders.
    const copiedStages = dockerfile.getCOPYs().filter(inStage(RUNTIME)).map((copy) => copy.getFromFlag()?.getValue());
    const productionStage = froms.findIndex((from) => from.getBuildStage() === copiedStages[0]);
    assert.ok(productionStage >= 0, 'the runtime stage starts from another stage\'s install');
    const install = ofKeyword(stageInstructions(productionStage), 'RUN').map((run) => argumentsOf(run).join(' ')).find((line) => line.startsWith('npm ci'));
    assert.match(install ?? '', /--omit=dev/);
  });

  test('runs as a non-root user, checks liveness, and sets only variables config.ts reads', () => {
    const users = ofKeyword(runtime, 'USER').map((user) => argumentsOf(user).join(' '));
    assert.ok(users.length > 0 && !['root', '0'].includes(users.at(-1) ?? 'root'), `USER ${users.at(-1)}`);
    const [healthcheck] = ofKeyword(runtime, 'HEALTHCHECK');
    assert.ok(healthcheck?.getTextContent().includes(LIVENESS_PATH), 'HEALTHCHECK asks /health');
    const variables = dockerfile.getENVs().flatMap((env) => env.getProperties().map((property) => [property.getName(), property.getValue()] as const));
    assert.deepEqual(unreadVariables(variables.map(([name]) => name)), []);
    assert.deepEqual(configProblems(Object.fromEntries(variables)), []);
  });

  test('every COPY from the build context names a path that exists in the repository', () => {
    const copies = dockerfile.getCOPYs().filter((copy) => copy.getFromFlag() === null);
    assert.ok(copies.length > 0);
    for (const copy of copies) {
      const sources = argumentsOf(copy).slice(0, -1);
      for (const source of sources) assert.ok(existsSync(repositoryPath(source)), `COPY ${source}: no such path in the repository`);
    }
  });
});
