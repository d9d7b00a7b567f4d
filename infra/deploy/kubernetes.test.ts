import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, test } from 'vitest';
import * as apps from 'kubernetes-models/apps/v1';
import * as autoscaling from 'kubernetes-models/autoscaling/v2';
import * as batch from 'kubernetes-models/batch/v1';
import * as policy from 'kubernetes-models/policy/v1';
import * as core from 'kubernetes-models/v1';
import type { IContainer, IPodSpec, IProbe } from 'kubernetes-models/v1';
import { APP_PORT, configProblems, LIVENESS_PATH, mappingOf, READINESS_PATH, repositoryPath, unreadVariables, yamlDocuments } from './deploy-files.test-support';

// Issue 21: infra/k8s cannot be applied here (no cluster). Every document is
// checked by kubernetes-models' classes, whose validate() uses the official
// OpenAPI schemas, and against the app and each other.
const K8S_FOLDER = 'infra/k8s';
const KUSTOMIZATION = 'kustomization.yaml';
const SECRET_TEMPLATE = 'secret.template.yaml';
const PLACEHOLDER = 'REPLACE_ME';

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

interface ValidatingModel {
  validate(): void;
}
type ModelClass = new (data: unknown) => ValidatingModel;

const manifestFiles = readdirSync(repositoryPath(K8S_FOLDER)).filter((file) => file.endsWith('.yaml') && file !== KUSTOMIZATION);
const manifests: Manifest[] = manifestFiles.flatMap((file) =>
  yamlDocuments(`${K8S_FOLDER}/${file}`).map((document) => {
    const manifest = mappingOf(document);
    assert.ok(manifest && typeof manifest.apiVersion === 'string' && typeof manifest.kind === 'string', `${file}: a Kubernetes object with apiVersion and kind`);
    return { ...(manifest as unknown as Omit<Manifest, 'file'>), file };
  }),
);

function only(kind: string, name?: string): Manifest {
  const found = manifests.filter((manifest) => manifest.kind === kind && (name === undefined || manifest.metadata.name === name));
  assert.equal(found.length, 1, `one ${kind}${name ? ` ${name}` : ''}`);
  return found[0] as Manifest;
}

/** kubernetes-models' modules by apiVersion: a manifest of another group fails as unknown until it is added here. */
const MODEL_GROUPS = new Map<string, object>([
  ['v1', core],
  ['apps/v1', apps],
  ['autoscaling/v2', autoscaling],
  ['batch/v1', batch],
  ['policy/v1', policy],
]);

/** kubernetes-models' class for an apiVersion and kind: apps/v1's Deployment, v1's Service. */
function modelClassOf({ apiVersion, kind }: Manifest): ModelClass | undefined {
  const model = Object.entries(MODEL_GROUPS.get(apiVersion) ?? {}).find(([name]) => name === kind)?.[1] as unknown;
  return typeof model === 'function' ? (model as ModelClass) : undefined;
}

const podSpecOf = (manifest: Manifest): IPodSpec => (mappingOf(manifest.spec?.template)?.spec ?? {}) as IPodSpec;
const podLabelsOf = (manifest: Manifest): Record<string, string> => (mappingOf(mappingOf(manifest.spec?.template)?.metadata)?.labels ?? {}) as Record<string, string>;
const matchLabelsOf = (selector: unknown): Record<string, string> => (mappingOf(selector)?.matchLabels ?? {}) as Record<string, string>;
const containerOf = (manifest: Manifest): IContainer => {
  const [container, ...others] = podSpecOf(manifest).containers;
  assert.ok(container && others.length === 0, `${manifest.kind} ${manifest.metadata.name}: one container`);
  return container;
};

/** A probe's path and port, the named port resolved against the container's ports. */
function probeTarget(container: IContainer, probe: IProbe | undefined): { path: string | undefined; port: number | undefined } {
  const port = probe?.httpGet?.port;
  const resolved = typeof port === 'string' ? container.ports?.find((entry) => entry.name === port)?.containerPort : port;
  return { path: probe?.httpGet?.path, port: resolved };
}

describe(K8S_FOLDER, () => {
  test('every document is valid against the Kubernetes OpenAPI schema of its kind', () => {
    assert.ok(manifests.length >= 7);
    for (const manifest of manifests) {
      const Model = modelClassOf(manifest);
      assert.ok(Model, `${manifest.file}: unknown kind ${manifest.apiVersion} ${manifest.kind}`);
      const { file: _file, ...object } = manifest;
      assert.doesNotThrow(() => new Model(object).validate(), `${manifest.file}: ${manifest.kind} ${manifest.metadata.name}`);
    }
  });

  test('holds a Deployment, Service, HorizontalPodAutoscaler (autoscaling/v2), PodDisruptionBudget, migration Job, ConfigMap and Secret template', () => {
    const kinds = manifests.map((manifest) => `${manifest.apiVersion} ${manifest.kind}`).sort();
    assert.deepEqual(kinds, ['apps/v1 Deployment', 'autoscaling/v2 HorizontalPodAutoscaler', 'batch/v1 Job', 'policy/v1 PodDisruptionBudget', 'v1 ConfigMap', 'v1 Secret', 'v1 Service']);
  });

  test('the Service selects the Deployment\'s pods and not the Job\'s; the autoscaler and the disruption budget target the Deployment', () => {
    const deployment = only('Deployment');
    const podLabels = podLabelsOf(deployment);
    const selects = (selector: Record<string, string>, labels: Record<string, string>) => Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
    assert.deepEqual(matchLabelsOf(deployment.spec?.selector), podLabels, 'the Deployment selects its own pods');
    const serviceSelector = (only('Service').spec?.selector ?? {}) as Record<string, string>;
    assert.ok(selects(serviceSelector, podLabels), 'the Service selects the Deployment\'s pods');
    assert.equal(selects(serviceSelector, podLabelsOf(only('Job'))), false, 'the Service never sends traffic to the migration Job');
    assert.ok(selects(matchLabelsOf(only('PodDisruptionBudget').spec?.selector), podLabels), 'the PodDisruptionBudget covers the Deployment\'s pods');
    const target = mappingOf(only('HorizontalPodAutoscaler').spec?.scaleTargetRef);
    assert.deepEqual(target, { apiVersion: 'apps/v1', kind: 'Deployment', name: deployment.metadata.name });
    assert.equal(deployment.spec?.replicas, undefined, 'the autoscaler owns the replica count');
    const servicePort = (only('Service').spec?.ports as { targetPort?: unknown }[] | undefined)?.[0]?.targetPort;
    assert.equal(containerOf(deployment).ports?.find((port) => port.name === servicePort)?.containerPort, APP_PORT, 'the Service reaches the app\'s port');
  });

  test('probes ask the app\'s health routes on its port; the grace period outlasts preStop and the app\'s own 10 s', () => {
    const deployment = only('Deployment');
    const container = containerOf(deployment);
    assert.deepEqual(probeTarget(container, container.readinessProbe), { path: READINESS_PATH, port: APP_PORT });
    assert.deepEqual(probeTarget(container, container.livenessProbe), { path: LIVENESS_PATH, port: APP_PORT });
    assert.deepEqual(probeTarget(container, container.startupProbe), { path: LIVENESS_PATH, port: APP_PORT });
    const preStop = container.lifecycle?.preStop?.exec?.command ?? [];
    const preStopSeconds = preStop[0] === 'sleep' ? Number(preStop[1]) : Number.NaN;
    assert.ok(preStopSeconds > 0, 'preStop sleeps, so the Service stops sending before the app stops');
    const grace = podSpecOf(deployment).terminationGracePeriodSeconds ?? 30;
    assert.ok(grace > preStopSeconds + 10, `terminationGracePeriodSeconds ${grace} > preStop ${preStopSeconds} s + the app's 10 s`);
  });

  test('the pods and the Job run the production build as a non-root user with resources set', () => {
    const expected = new Map([
      ['Deployment', 'apps/api/dist/server.js'],
      ['Job', 'apps/api/dist/migrate.js'],
    ]);
    for (const [kind, entry] of expected) {
      const workload = only(kind);
      const container = containerOf(workload);
      assert.deepEqual(container.args, ['node', '--enable-source-maps', entry], kind);
      assert.equal(container.image, 'labstore', `${kind}: the image kustomization.yaml names`);
      const pod = podSpecOf(workload);
      assert.equal(pod.securityContext?.runAsNonRoot, true, kind);
      assert.ok((pod.securityContext?.runAsUser ?? 0) > 0, kind);
      assert.equal(container.securityContext?.allowPrivilegeEscalation, false, kind);
      assert.equal(container.securityContext?.readOnlyRootFilesystem, true, kind);
      assert.deepEqual(container.securityContext?.capabilities?.drop, ['ALL'], kind);
      assert.ok(container.resources?.requests?.cpu && container.resources.requests.memory && container.resources.limits?.memory, `${kind}: requests and a memory limit`);
      const sources = (container.envFrom ?? []).map((source) => source.configMapRef?.name ?? source.secretRef?.name);
      assert.deepEqual(sources, [only('ConfigMap').metadata.name, only('Secret').metadata.name], `${kind}: settings from the ConfigMap and the Secret`);
    }
    assert.equal(mappingOf(podSpecOf(only('Job')))?.restartPolicy, 'Never');
  });

  test('every variable set is one config.ts reads; pods leave migrating to the Job; the Secret holds placeholders only', () => {
    const configMap = only('ConfigMap');
    const secret = only('Secret');
    const containerVariables = manifests.flatMap((manifest) => (manifest.spec?.template ? podSpecOf(manifest).containers.flatMap((container) => (container.env ?? []).map((variable) => variable.name)) : []));
    for (const [where, names] of [
      ['ConfigMap', Object.keys(configMap.data ?? {})],
      ['Secret', Object.keys({ ...secret.data, ...secret.stringData })],
      ['container env', containerVariables],
    ] as const) {
      assert.deepEqual(unreadVariables(names), [], `${where} sets variables apps/api/src/config.ts does not read`);
    }
    assert.deepEqual(configProblems(configMap.data ?? {}), [], 'the ConfigMap\'s values are ones config.ts accepts');
    assert.equal(configMap.data?.MIGRATE_ON_START, 'false');
    assert.equal(configMap.data?.PORT, String(APP_PORT));
    assert.equal(secret.file, SECRET_TEMPLATE);
    for (const [name, value] of Object.entries(secret.stringData ?? {})) assert.equal(value, PLACEHOLDER, `${name}: a template holds no secret`);
    assert.equal(secret.data, undefined);
  });

  test('kustomization.yaml lists every manifest but the Secret template, and names the image the workloads use', () => {
    const kustomization = mappingOf(yamlDocuments(`${K8S_FOLDER}/${KUSTOMIZATION}`)[0]) ?? {};
    assert.equal(kustomization.kind, 'Kustomization');
    const resources = (kustomization.resources ?? []) as string[];
    assert.deepEqual([...resources].sort(), manifestFiles.filter((file) => file !== SECRET_TEMPLATE).sort());
    assert.deepEqual(((kustomization.images ?? []) as { name: string }[]).map((image) => image.name), ['labstore']);
  });
});
