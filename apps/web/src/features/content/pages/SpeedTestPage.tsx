import { useCallback, useEffect, useRef, useState } from "react";
import { Button, List, ProgressBar } from "antd-mobile";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { contentMessages } from "../../../messages/content.ts";
import { SAMPLES_PER_LINE, sampleLine, speedLines, type SpeedLine } from "../api/speed-test.ts";
import { averageMs, speedLevel } from "../logic/speed.ts";
import "../components/content.css";

type Samples = Record<string, Array<number | null>>;

function LineResult({ line, samples }: { line: SpeedLine; samples: Array<number | null> }) {
  const done = samples.length >= SAMPLES_PER_LINE;
  const average = averageMs(samples);
  const level = speedLevel(average);
  return (
    <List.Item
      description={line.origin}
      extra={
        done ? (
          <span className={`speed-value speed-${level}`}>
            {average === null ? contentMessages.speedFailed : `${average} ms`}
          </span>
        ) : (
          <span className="speed-progress">
            <ProgressBar percent={(samples.length / SAMPLES_PER_LINE) * 100} />
          </span>
        )
      }
    >
      {line.name}
      {done && <span className={`speed-level speed-${level}`}>{contentMessages.speedLevels[level]}</span>}
    </List.Item>
  );
}

/** /testspeed: five timed GetServerTime calls per API line, the average coloured by speed. */
export default function SpeedTestPage() {
  const [lines] = useState(speedLines);
  const [samples, setSamples] = useState<Samples>({});
  const [running, setRunning] = useState(false);
  // Each run has a number; a newer run or leaving the page stops the older one.
  const currentRun = useRef(0);

  const run = useCallback(async () => {
    const id = ++currentRun.current;
    const stopped = () => currentRun.current !== id;
    setRunning(true);
    setSamples({});
    for (const line of lines) {
      const record = (ms: number | null) =>
        setSamples((all) => ({ ...all, [line.host]: [...(all[line.host] ?? []), ms] }));
      await sampleLine(line.host, record, stopped);
    }
    if (!stopped()) setRunning(false);
  }, [lines]);

  useEffect(() => {
    void run();
    return () => {
      currentRun.current += 1;
    };
  }, [run]);

  return (
    <Page header={<PageHeader title={contentMessages.speedTitle} />}>
      <p className="speed-intro">{contentMessages.speedIntro(SAMPLES_PER_LINE)}</p>
      <List>
        {lines.map((line) => (
          <LineResult key={line.host} line={line} samples={samples[line.host] ?? []} />
        ))}
      </List>
      <div className="page-actions">
        <Button
          block
          color="primary"
          shape="rounded"
          loading={running}
          disabled={running}
          onClick={() => void run()}
        >
          {contentMessages.speedRetest}
        </Button>
      </div>
      <p className="speed-legend">{contentMessages.speedLegend}</p>
    </Page>
  );
}
