// antd's Result without its 404, 403 and 500 illustrations: antd/es/result imports all three
// (36 kB of SVG, 8 kB gzip of its 10.8) into every screen that shows a failed load. The few
// not-found pages that show the illustration keep antd's Result.
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { ReactNode } from 'react';

const icons = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: ExclamationCircleFilled,
  warning: WarningFilled,
} as const;

type StatusResultProps = {
  status: keyof typeof icons;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
};

/** A status icon, a title, a line of explanation and actions, laid out as antd's Result. */
export function StatusResult({
  status,
  title,
  subTitle,
  extra,
  className,
  'data-testid': testId,
}: StatusResultProps) {
  const Icon = icons[status];
  return (
    <div
      className={`pd-result pd-result-${status}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      <div className="pd-result-icon">
        <Icon />
      </div>
      {title ? <div className="pd-result-title">{title}</div> : null}
      {subTitle ? <div className="pd-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="pd-result-extra">{extra}</div> : null}
    </div>
  );
}
