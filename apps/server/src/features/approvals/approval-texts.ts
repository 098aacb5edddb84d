import type { CompanyLanguage } from '@vestibule/contract';
import type { JobPayloads } from '../../platform/jobs/job-kinds.js';

/* The approval flow's notices in each company language: to the host, to the visitor, and to the approver whose turn it is. */

export type HostNews = Extract<JobPayloads['approvals.notify'], { notice: 'host' }>['outcome'];

interface ApprovalTexts {
  hostSubject: (visitor: string) => string;
  host: Record<HostNews, (visitor: string, level: number, reason: string) => string>;
  visitor: Partial<Record<HostNews, (host: string, reason: string) => string>>;
  askSubject: (visitor: string, host: string) => string;
  ask: (step: {
    approver: string;
    visitor: string;
    visitorCompany: string;
    host: string;
    company: string;
    when: string;
    level: number;
    levels: number;
    link: string;
  }) => string[];
}

export const approvalTexts: Record<CompanyLanguage, ApprovalTexts> = {
  en: {
    hostSubject: (visitor) => `Approval: ${visitor}`,
    host: {
      submitted: (visitor) => `The visit of ${visitor} awaits approval.`,
      levelAgreed: (visitor, level) => `Level ${level} agreed to the visit of ${visitor}; the next level decides now.`,
      authorized: (visitor) => `The visit of ${visitor} is approved.`,
      refused: (visitor, _level, reason) => `The visit of ${visitor} was refused${reason ? `: ${reason}` : '.'}`,
    },
    visitor: {
      authorized: (host) => `Your visit to ${host} is approved.`,
      refused: (host, reason) => `Your visit to ${host} was not approved${reason ? `: ${reason}` : '.'}`,
    },
    askSubject: (visitor, host) => `Approval needed: ${visitor} visiting ${host}`,
    ask: ({ approver, visitor, visitorCompany, host, company, when, level, levels, link }) => [
      `Dear ${approver},`,
      `${visitor}${visitorCompany ? ` of ${visitorCompany}` : ''} visits ${host} of ${company}${when ? ` on ${when}` : ''}.`,
      `Your decision is needed at level ${level} of ${levels}. Agree or refuse here (the link works once): ${link}`,
    ],
  },
  zh: {
    hostSubject: (visitor) => `审批：${visitor}`,
    host: {
      submitted: (visitor) => `${visitor} 的来访正在等待审批。`,
      levelAgreed: (visitor, level) => `第 ${level} 级已同意 ${visitor} 的来访，现由下一级审批。`,
      authorized: (visitor) => `${visitor} 的来访已获批准。`,
      refused: (visitor, _level, reason) => `${visitor} 的来访被拒绝${reason ? `：${reason}` : '。'}`,
    },
    visitor: {
      authorized: (host) => `您拜访 ${host} 的来访已获批准。`,
      refused: (host, reason) => `您拜访 ${host} 的来访未获批准${reason ? `：${reason}` : '。'}`,
    },
    askSubject: (visitor, host) => `待审批：${visitor} 拜访 ${host}`,
    ask: ({ approver, visitor, visitorCompany, host, company, when, level, levels, link }) => [
      `${approver}，您好：`,
      `${visitorCompany ? `${visitorCompany} 的 ` : ''}${visitor}${when ? ` 将于 ${when}` : ''}拜访 ${company} 的 ${host}。`,
      `需要您在第 ${level} 级（共 ${levels} 级）审批。请在此同意或拒绝（链接仅可使用一次）：${link}`,
    ],
  },
  hk: {
    hostSubject: (visitor) => `審批：${visitor}`,
    host: {
      submitted: (visitor) => `${visitor} 的來訪正在等待審批。`,
      levelAgreed: (visitor, level) => `第 ${level} 級已同意 ${visitor} 的來訪，現由下一級審批。`,
      authorized: (visitor) => `${visitor} 的來訪已獲批准。`,
      refused: (visitor, _level, reason) => `${visitor} 的來訪被拒絕${reason ? `：${reason}` : '。'}`,
    },
    visitor: {
      authorized: (host) => `您拜訪 ${host} 的來訪已獲批准。`,
      refused: (host, reason) => `您拜訪 ${host} 的來訪未獲批准${reason ? `：${reason}` : '。'}`,
    },
    askSubject: (visitor, host) => `待審批：${visitor} 拜訪 ${host}`,
    ask: ({ approver, visitor, visitorCompany, host, company, when, level, levels, link }) => [
      `${approver}，您好：`,
      `${visitorCompany ? `${visitorCompany} 的 ` : ''}${visitor}${when ? ` 將於 ${when}` : ''}拜訪 ${company} 的 ${host}。`,
      `需要您在第 ${level} 級（共 ${levels} 級）審批。請在此同意或拒絕（連結僅可使用一次）：${link}`,
    ],
  },
  ja: {
    hostSubject: (visitor) => `承認：${visitor} 様`,
    host: {
      submitted: (visitor) => `${visitor} 様のご訪問は承認待ちです。`,
      levelAgreed: (visitor, level) => `${visitor} 様のご訪問を第${level}段階が承認しました。次の段階で判断します。`,
      authorized: (visitor) => `${visitor} 様のご訪問が承認されました。`,
      refused: (visitor, _level, reason) => `${visitor} 様のご訪問は却下されました${reason ? `：${reason}` : '。'}`,
    },
    visitor: {
      authorized: (host) => `${host}へのご訪問が承認されました。`,
      refused: (host, reason) => `${host}へのご訪問は承認されませんでした${reason ? `：${reason}` : '。'}`,
    },
    askSubject: (visitor, host) => `承認依頼：${visitor} 様（${host}への訪問）`,
    ask: ({ approver, visitor, visitorCompany, host, company, when, level, levels, link }) => [
      `${approver} 様`,
      `${visitorCompany ? `${visitorCompany}の` : ''}${visitor} 様が${when ? `${when}に` : ''}${company}の${host}を訪問します。`,
      `第${level}段階（全${levels}段階）の承認をお願いします。こちらから承認または却下してください（リンクは一度だけ使えます）：${link}`,
    ],
  },
};
