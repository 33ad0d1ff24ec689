import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import type { GuideBlockText, GuideText } from './use-guides';

function Block({ block }: { block: GuideBlockText }) {
  switch (block.kind) {
    case 'text':
      return <p className="max-w-prose">{block.text}</p>;
    case 'steps':
      return (
        <ol className="flex max-w-prose flex-col gap-3">
          {block.items.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span
                aria-hidden="true"
                className="metric flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-muted font-medium text-accent-muted-foreground text-xs"
              >
                {index + 1}
              </span>
              <span className="min-w-0 pt-px">{item}</span>
            </li>
          ))}
        </ol>
      );
    case 'terms':
      return (
        <dl className="divide-y divide-border rounded-lg border border-border">
          {block.items.map((item) => (
            <div
              key={item.term}
              className="grid gap-0.5 px-3 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4"
            >
              <dt className="font-medium text-text">{item.term}</dt>
              <dd className="break-words">{item.description}</dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** One guide: its heading (the anchor the contents link to), its texts and the screens it explains. */
export function GuideSection({ guide }: { guide: GuideText }) {
  const Icon = guide.icon;
  const headingId = `${guide.id}-title`;
  return (
    <Card
      id={guide.id}
      aria-labelledby={headingId}
      className="scroll-mt-24"
      title={
        <span className="flex items-center gap-2.5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-muted text-accent-muted-foreground">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span id={headingId}>{guide.title}</span>
        </span>
      }
      footer={
        <div className="flex flex-wrap gap-2">
          {guide.links.map((link) => (
            <Button key={link.to} asChild variant="secondary" size="sm">
              <Link to={link.to}>
                {link.label}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
          ))}
        </div>
      }
    >
      <div className="flex flex-col gap-4 text-sm text-text-muted leading-6">
        {guide.blocks.map((block) => (
          <Block key={block.id} block={block} />
        ))}
      </div>
    </Card>
  );
}
