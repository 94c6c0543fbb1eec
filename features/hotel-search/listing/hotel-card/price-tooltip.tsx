'use client';

import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { AntdProvider } from '@/lib/theme/antd-provider';

type Props = { title: string; open: boolean; onOpenChange: (open: boolean) => void; children: ReactElement };

/** The antd tooltip of a card's price, loaded on the first hover over a price. */
export default function PriceTooltip({ title, open, onOpenChange, children }: Props) {
  return (
    <AntdProvider>
      <Tooltip title={title} open={open} onOpenChange={onOpenChange}>
        {children}
      </Tooltip>
    </AntdProvider>
  );
}
